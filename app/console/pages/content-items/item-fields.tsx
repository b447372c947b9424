import { SelectField, TextAreaField, TextField } from "../../components/field";
import { withCount } from "./char-count";
import type { ContentItem, ItemField, ItemsFile } from "./item-kind";

/** One field of an item's form (not the photo), labelled, with its hint, counter and error tied to it. */
export function ItemInput({
  field,
  id,
  value,
  error,
  file,
  onChange,
}: {
  field: ItemField;
  id: string;
  value: string;
  error: string | undefined;
  file: ItemsFile<ContentItem>;
  onChange: (text: string) => void;
}) {
  const common = { id, label: field.label, error, hint: withCount(field.hint, value, field.max) };
  switch (field.kind) {
    case "textarea":
      return <TextAreaField {...common} rows={field.rows ?? 4} value={value} onChange={(event) => onChange(event.target.value)} />;
    case "select": {
      const options = field.options?.(file) ?? [];
      // A value the file's choices no longer hold is still shown, so saving does not change it unseen.
      const all = value && !options.includes(value) ? [...options, value] : options;
      return (
        <SelectField {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder ?? "Pilih…"}</option>
          {all.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    }
    case "date":
      return <TextField {...common} type="date" value={value} onChange={(event) => onChange(event.target.value)} />;
    case "url":
      return <TextField {...common} type="url" inputMode="url" autoComplete="off" placeholder="https://…" value={value} onChange={(event) => onChange(event.target.value)} />;
    default: {
      const suggestions = field.suggestions?.(file) ?? [];
      const listId = suggestions.length > 0 ? `${id}-saran` : undefined;
      return (
        <>
          <TextField {...common} type="text" autoComplete="off" list={listId} value={value} onChange={(event) => onChange(event.target.value)} />
          {listId ? (
            <datalist id={listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      );
    }
  }
}
