/** The console page to return to after signing in, from `?lanjut=`; only a path of the console itself. */
export function returnPath(search: string): string {
  const wanted = new URLSearchParams(search).get("lanjut");
  // "//host" or "/\host" would leave the console (an open redirect); anything else starts at "/".
  return wanted && wanted.startsWith("/") && !wanted.startsWith("//") && !wanted.includes("\\") ? wanted : "/";
}
