import { Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '@/components/code/code-editor';
import { FormActions } from './form-actions';

export interface SnippetDraft {
  description: string;
  code: string;
}

interface SnippetFormProps {
  mode: 'add' | 'edit';
  language: string;
  initial?: SnippetDraft;
  onSubmit: (snippet: SnippetDraft) => Promise<boolean>;
  onCancel: () => void;
}

interface SnippetFieldsProps {
  value: SnippetDraft;
  onChange: (value: SnippetDraft) => void;
  language: string;
  /** Show "code required" under the editor. */
  codeError: boolean;
  autoFocus?: boolean;
  codePlaceholder?: string;
  /** The description's most rows and the editor's heights (the create-group form is more compact). */
  compact?: boolean;
}

/** A snippet's description and code fields (CodeMirror in the group's language): the snippet form's and the create-group form's. */
export function SnippetFields({ value, onChange, language, codeError, autoFocus, codePlaceholder, compact }: SnippetFieldsProps) {
  const { t } = useTranslation('my-groups');
  return (
    <>
      <label className="ss-field">
        <span className="ss-field__label">{t('snippet.description')}</span>
        <Input.TextArea
          value={value.description}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
          maxLength={1000}
          autoSize={{ minRows: 1, maxRows: compact ? 3 : 4 }}
          placeholder={t('snippet.descriptionPlaceholder')}
          aria-label={t('snippet.description')}
          autoFocus={autoFocus}
        />
      </label>
      <div className="ss-field">
        <span className="ss-field__label">{t('snippet.code')}</span>
        <CodeEditor
          value={value.code}
          onChange={(code) => onChange({ ...value, code })}
          language={language}
          ariaLabel={t('snippet.code')}
          placeholder={codePlaceholder}
          {...(compact ? { minHeight: 96, maxHeight: 280 } : {})}
        />
        {codeError && (
          <div className="ss-field__error" role="alert">
            {t('snippet.codeRequired')}
          </div>
        )}
      </div>
    </>
  );
}

/** Description and code (CodeMirror in the group's language) of a new or edited snippet. */
function SnippetForm({ mode, language, initial, onSubmit, onCancel }: SnippetFormProps) {
  const { t } = useTranslation('my-groups');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [code, setCode] = useState(initial?.code ?? '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const missingCode = !code.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missingCode || saving) return;
    setSaving(true);
    await onSubmit({ description: description.trim(), code });
    setSaving(false);
  };

  return (
    <form
      className="ss-snippet ss-snippet--editing"
      onSubmit={(event) => void submit(event)}
      data-testid={mode === 'add' ? 'add-snippet-form' : 'edit-snippet-form'}
      aria-label={mode === 'add' ? t('snippet.addTitle') : t('snippet.editTitle')}
    >
      <SnippetFields
        value={{ description, code }}
        onChange={(next) => {
          setDescription(next.description);
          setCode(next.code);
        }}
        language={language}
        codeError={touched && missingCode}
        autoFocus={mode === 'add'}
        codePlaceholder={t('snippet.codePlaceholder')}
      />
      <FormActions submitLabel={mode === 'add' ? t('snippet.add') : t('save')} saving={saving} onCancel={onCancel} />
    </form>
  );
}

export default SnippetForm;
