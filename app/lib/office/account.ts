// Who an office account is, as the office API answers it and the console shows it: one home for both
// sides (the server adds its row id and, where it checks a password, the hash).

export const ROLES = ["admin", "staf"] as const;
export type Role = (typeof ROLES)[number];

export interface PublicAccount {
  username: string;
  displayName: string;
  role: Role;
  /** The office the account belongs to (one today; decision 140). */
  officeId: string;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}
