import { Button, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TECHNOLOGY_NAME_MAX, TECHNOLOGY_USE_MAX } from '../state/custom-technologies.reducer';

interface CustomTechnologyFormProps {
  mode: 'create' | 'edit';
  /** For the edit title: the name before the edit. */
  originalName?: string;
  name: string;
  use: string;
  onChange: (changes: { name?: string; use?: string }) => void;
  onSubmit: () => void;
  onCancel: () => void;
  isSaving: boolean;
}

/** Name (up to 60 characters) and use (up to 500), with counters; used to create and to edit. */
export function CustomTechnologyForm({ mode, originalName, name, use, onChange, onSubmit, onCancel, isSaving }: CustomTechnologyFormProps) {
  const { t } = useTranslation('technologies');
  const id = useId();
  const [touched, setTouched] = useState(false);
  const nameMissing = touched && !name.trim();
  const title = mode === 'create' ? t('form.createTitle') : t('form.editTitle', { name: originalName ?? name });

  return (
    <Form
      layout="vertical"
      className="ss-ctech-form"
      data-testid="custom-technology-form"
      aria-label={title}
      onFinish={() => {
        setTouched(true);
        if (name.trim()) onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className="ss-ctech-form__title">{title}</div>
      <Form.Item
        // The field is required, marked by a "*" that screen readers skip (antd's own mark would make the name "* Name").
        label={
          <>
            {t('form.name')}
            <span className="ss-required-mark" aria-hidden="true">
              *
            </span>
          </>
        }
        htmlFor={`${id}-name`}
        validateStatus={nameMissing ? 'error' : undefined}
        help={nameMissing ? t('form.nameRequired') : undefined}
      >
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={TECHNOLOGY_NAME_MAX}
          showCount
          autoFocus
          placeholder={t('form.namePlaceholder')}
          onChange={(event) => onChange({ name: event.target.value })}
          onBlur={() => setTouched(true)}
          aria-required="true"
          data-testid="custom-technology-name"
        />
      </Form.Item>
      <Form.Item label={t('form.use')} htmlFor={`${id}-use`} className="ss-ctech-form__use">
        <Input.TextArea
          id={`${id}-use`}
          value={use}
          maxLength={TECHNOLOGY_USE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('form.usePlaceholder')}
          onChange={(event) => onChange({ use: event.target.value })}
          data-testid="custom-technology-use"
        />
      </Form.Item>
      <div className="ss-ctech-form__actions">
        <Button onClick={onCancel} disabled={isSaving} data-testid="custom-technology-cancel">
          {t('form.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={isSaving} data-testid="custom-technology-submit">
          {mode === 'create' ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </Form>
  );
}
