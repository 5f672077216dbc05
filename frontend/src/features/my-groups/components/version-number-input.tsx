import { Input, type InputProps } from 'antd';
import { acceptsVersionKey, nextVersionNumberDraft, VERSION_NUMBER_MAX_LENGTH } from '../lib/version-number';

type VersionNumberInputProps = Omit<InputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/** A version number field that ignores every keystroke (and pasted text) that is not digits or dots. */
export function VersionNumberInput({ value, onChange, onKeyDown, ...props }: VersionNumberInputProps) {
  return (
    <Input
      {...props}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={VERSION_NUMBER_MAX_LENGTH}
      onKeyDown={(event) => {
        if (!acceptsVersionKey(event)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onChange={(event) => onChange(nextVersionNumberDraft(value, event.target.value))}
    />
  );
}
