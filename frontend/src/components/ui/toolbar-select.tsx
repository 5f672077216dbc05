import { ListSelect, type ListSelectProps } from './list-select';

type ToolbarSelectProps<T extends string | number> = Omit<ListSelectProps<T>, 'aria-label'> & {
  /** Shown before the select, and its accessible name. */
  label: string;
  /** Classes of the field (the label and the select), beside `ss-toolbar__field`. */
  fieldClassName?: string;
};

/** A toolbar's labelled select (sort, filters): the label, shown, names the select for assistive technology too. */
export function ToolbarSelect<T extends string | number>({ label, fieldClassName, ...select }: ToolbarSelectProps<T>) {
  return (
    // Not a <label>: one passes a click inside it on to the select's button (the select is named by its aria-label).
    <div className={['ss-toolbar__field', fieldClassName].filter(Boolean).join(' ')}>
      <span className="ss-toolbar__label" aria-hidden="true">
        {label}
      </span>
      <ListSelect<T> {...select} aria-label={label} />
    </div>
  );
}
