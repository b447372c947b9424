import { Loading, LoadError } from "../../components/alert";
import { Page, Section } from "../../components/page";
import { useAccount, useApi } from "../../session";
import type { Account } from "../../types";
import { useLoad } from "../../use-load";
import { AccountCard } from "./account-card";
import { AddAccountForm } from "./add-account-form";

/** The office's accounts (admins): add one, set a new password, disable or enable. */
export function AccountsPage() {
  const api = useApi();
  const me = useAccount();
  const list = useLoad("akun", (signal) => api.get<{ accounts: Account[] }>("/akun", undefined, { signal }));
  const replace = (account: Account) =>
    list.update(({ accounts }) => ({ accounts: accounts.map((entry) => (entry.username === account.username ? account : entry)) }));
  const add = (account: Account) => list.update(({ accounts }) => ({ accounts: [...accounts, account] }));

  return (
    <Page title="Akun petugas" lead="Setiap petugas memakai akunnya sendiri, agar catatan audit menunjukkan siapa melakukan apa.">
      <Section title="Daftar akun" id="daftar-akun">
        {list.data ? (
          <ul className="space-y-3">
            {list.data.accounts.map((account) => (
              <AccountCard key={account.username} account={account} isSelf={account.username === me.username} onChanged={replace} />
            ))}
          </ul>
        ) : list.error ? (
          <LoadError message={list.error} onRetry={list.reload} />
        ) : (
          <Loading />
        )}
      </Section>
      <AddAccountForm onAdded={add} />
    </Page>
  );
}
