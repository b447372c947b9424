import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { ApiError, errorMessage, SESSION_ENDED_MESSAGE, type ApiClient } from "./api";
import type { Account, SessionAnswer } from "./types";

// Who is signed in, known to every page. The API client reports a session that ended on the server
// (401 not_signed_in) and the guards (components/guards.tsx) then send the browser to the sign-in page.

export type SessionState =
  | { status: "loading" }
  /** GET /sesi got no answer: the console cannot tell whether anyone is signed in. */
  | { status: "unreachable"; message: string }
  | { status: "signedOut"; notice?: string }
  | { status: "signedIn"; account: Account };

export interface SessionValue {
  state: SessionState;
  api: ApiClient;
  /** After /masuk or /penyiapan. */
  signedIn(answer: SessionAnswer): void;
  /** POST /keluar (or /keluar-semua with everywhere). */
  signOut(everywhere?: boolean): Promise<void>;
  /** Asks the server again (after "Coba lagi" on an unreachable server). */
  refresh(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.get<SessionAnswer>("/sesi").then(
      (answer) => {
        if (!current) return;
        api.setCsrfToken(answer.csrfToken);
        setState({ status: "signedIn", account: answer.account });
      },
      (error: unknown) => {
        if (!current) return;
        // A 401 is reported through onSessionEnded below; anything else means no answer to trust.
        setState((previous) => (previous.status === "loading" && !isSignedOutAnswer(error) ? { status: "unreachable", message: errorMessage(error) } : previous));
      },
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  useEffect(
    () =>
      api.onSessionEnded(() =>
        // Only a session that was live here "ended"; at start-up it simply was not there.
        setState((previous) => {
          if (previous.status === "signedOut") return previous;
          return { status: "signedOut", notice: previous.status === "signedIn" ? SESSION_ENDED_MESSAGE : undefined };
        }),
      ),
    [api],
  );

  const signedIn = useCallback(
    (answer: SessionAnswer) => {
      api.setCsrfToken(answer.csrfToken);
      setState({ status: "signedIn", account: answer.account });
    },
    [api],
  );

  const signOut = useCallback(
    async (everywhere = false) => {
      await api.post(everywhere ? "/keluar-semua" : "/keluar");
      api.setCsrfToken(undefined);
      setState({ status: "signedOut", notice: everywhere ? "Anda sudah keluar dari semua perangkat." : "Anda sudah keluar." });
    },
    [api],
  );

  const refresh = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(() => ({ state, api, signedIn, signOut, refresh }), [state, api, signedIn, signOut, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function isSignedOutAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}

export function useApi(): ApiClient {
  return useSession().api;
}

/** The signed-in account; only under the guard that renders signed-in pages. */
export function useAccount(): Account {
  const { state } = useSession();
  if (state.status !== "signedIn") throw new Error("useAccount while not signed in");
  return state.account;
}
