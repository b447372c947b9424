/** A field's hint with how much of its limit is used, so staff see the limit before the server says it. */
export function withCount(hint: string | undefined, value: string, max: number | undefined) {
  if (max === undefined) return hint;
  const length = value.trim().length;
  return (
    <>
      {hint ? `${hint} ` : null}
      <span className={length > max ? "font-semibold text-red-800" : undefined}>
        {length} dari {max} karakter.
      </span>
    </>
  );
}
