import { Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagInput } from './tag-input';
import { FormActions } from './form-actions';

export interface GroupDetails {
  title: string;
  description: string;
  tags: string[];
}

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;

interface GroupDetailsFieldsProps {
  value: GroupDetails;
  onChange: (value: GroupDetails) => void;
  autoFocus?: boolean;
}

/** The optional title (120 characters) and description (1,000) of a group: in the create form and the edit form. */
export function GroupDetailsFields({ value, onChange, autoFocus }: GroupDetailsFieldsProps) {
  const { t } = useTranslation('my-groups');
  return (
    <>
      <label className="ss-field">
        <span className="ss-field__label">
          {t('details.title')} <span className="ss-muted">{t('optional')}</span>
        </span>
        <Input
          value={value.title}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
          maxLength={TITLE_MAX}
          showCount
          placeholder={t('details.titlePlaceholder')}
          aria-label={t('details.title')}
          autoFocus={autoFocus}
          data-testid="group-title-input"
        />
      </label>
      <label className="ss-field">
        <span className="ss-field__label">
          {t('details.description')} <span className="ss-muted">{t('optional')}</span>
        </span>
        <Input.TextArea
          value={value.description}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
          maxLength={DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('details.descriptionPlaceholder')}
          aria-label={t('details.description')}
          data-testid="group-description-input"
        />
      </label>
      <TagInput value={value.tags} onChange={(tags) => onChange({ ...value, tags })} />
    </>
  );
}

interface GroupDetailsFormProps {
  initial: GroupDetails;
  onSubmit: (details: GroupDetails) => Promise<boolean>;
  onCancel: () => void;
}

/** Edits a group's title, description and tags. */
function GroupDetailsForm({ initial, onSubmit, onCancel }: GroupDetailsFormProps) {
  const { t } = useTranslation('my-groups');
  const [details, setDetails] = useState(initial);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    await onSubmit({ title: details.title.trim(), description: details.description.trim(), tags: details.tags });
    setSaving(false);
  };

  return (
    <form
      className="ss-version-form ss-details-form"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      data-testid="edit-details-form"
      aria-label={t('details.edit')}
    >
      <GroupDetailsFields value={details} onChange={setDetails} autoFocus />
      <FormActions submitLabel={t('save')} saving={saving} onCancel={onCancel} submitTestId="save-details" />
    </form>
  );
}

export default GroupDetailsForm;
