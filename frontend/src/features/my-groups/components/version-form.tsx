import { Checkbox, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidVersionNumber } from '../lib/version-number';
import { VersionNumberInput } from './version-number-input';
import { FormActions } from './form-actions';

interface VersionFormProps {
  mode: 'add' | 'edit';
  initial?: { no: string; name: string };
  onSubmit: (version: { no: string; name: string; isDraft: boolean }) => Promise<boolean>;
  onCancel: () => void;
}

interface VersionFieldsProps {
  value: { no: string; name: string };
  onChange: (value: { no: string; name: string }) => void;
  /** Show "invalid number" under the fields. */
  numberError: boolean;
  numberPlaceholder: string;
  namePlaceholder: string;
  /** Mark the name "optional" (the create-group form marks its whole fieldset instead). */
  nameOptional?: boolean;
  autoFocus?: boolean;
}

/** A version's number and name fields: the version form's and the create-group form's. */
export function VersionFields({
  value,
  onChange,
  numberError,
  numberPlaceholder,
  namePlaceholder,
  nameOptional,
  autoFocus,
}: VersionFieldsProps) {
  const { t } = useTranslation('my-groups');
  return (
    <>
      <div className="ss-version-form__fields">
        <label className="ss-field ss-field--number">
          <span className="ss-field__label">{t('version.number')}</span>
          <VersionNumberInput
            value={value.no}
            onChange={(no) => onChange({ ...value, no })}
            placeholder={numberPlaceholder}
            aria-label={t('version.number')}
            status={numberError ? 'error' : undefined}
            autoFocus={autoFocus}
          />
        </label>
        <label className="ss-field ss-field--grow">
          <span className="ss-field__label">
            {t('version.name')}
            {nameOptional && (
              <>
                {' '}
                <span className="ss-muted">{t('optional')}</span>
              </>
            )}
          </span>
          <Input
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
            maxLength={100}
            placeholder={namePlaceholder}
            aria-label={t('version.name')}
          />
        </label>
      </div>
      {numberError && (
        <div className="ss-field__error" role="alert">
          {t('version.invalidNumber')}
        </div>
      )}
    </>
  );
}

/** The small add/edit version form: number (digits and dots only), an optional name and (new versions) whether it is a draft. */
function VersionForm({ mode, initial, onSubmit, onCancel }: VersionFormProps) {
  const { t } = useTranslation('my-groups');
  const [no, setNo] = useState(initial?.no ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [isDraft, setIsDraft] = useState(false);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const invalid = !isValidVersionNumber(no);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || saving) return;
    setSaving(true);
    await onSubmit({ no, name: name.trim(), isDraft });
    setSaving(false);
  };

  return (
    <form
      className="ss-version-form"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      data-testid={mode === 'add' ? 'add-version-form' : 'edit-version-form'}
      aria-label={mode === 'add' ? t('version.addTitle') : t('version.editTitle')}
    >
      <div className="ss-version-form__title">{mode === 'add' ? t('version.addTitle') : t('version.editTitle')}</div>
      <VersionFields
        value={{ no, name }}
        onChange={(next) => {
          setNo(next.no);
          setName(next.name);
        }}
        numberError={touched && invalid}
        numberPlaceholder="1.0.0"
        namePlaceholder={t('version.namePlaceholder')}
        nameOptional
        autoFocus
      />
      {mode === 'add' && (
        <Checkbox checked={isDraft} onChange={(event) => setIsDraft(event.target.checked)} data-testid="version-draft">
          {t('version.saveAsDraft')}
        </Checkbox>
      )}
      <FormActions submitLabel={mode === 'add' ? t('version.add') : t('save')} saving={saving} onCancel={onCancel} />
    </form>
  );
}

export default VersionForm;
