import { Input, Modal } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders, type Placeholder } from '@/lib/placeholders';
import { useFillValuesStore } from '@/stores/fill-values.store';

interface FillInDialogProps {
  code: string;
  placeholders: Placeholder[];
  /** The group whose values are remembered on this device. */
  groupId: string;
  onCopy: (filled: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * "Fill in and copy": one field per variable, pre-filled with what the reader used last in this group,
 * else the variable's default; copies the filled code and remembers the values.
 */
export default function FillInDialog({ code, placeholders, groupId, onCopy, onClose }: FillInDialogProps) {
  const { t } = useTranslation('code');
  const remember = useFillValuesStore((state) => state.remember);
  const [values, setValues] = useState<Record<string, string>>(() => {
    const remembered = useFillValuesStore.getState().byGroup[groupId] ?? {};
    return Object.fromEntries(placeholders.map((p) => [p.name, remembered[p.name] ?? p.defaultValue]));
  });
  const [copying, setCopying] = useState(false);
  const formId = `fill-in-${groupId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (copying) return;
    setCopying(true);
    remember(groupId, values);
    const copied = await onCopy(fillPlaceholders(code, values));
    setCopying(false);
    if (copied) onClose();
  };

  return (
    <Modal
      open
      title={t('fill.title')}
      okText={t('fill.copy')}
      cancelText={t('fill.cancel')}
      // The OK button submits the form (so Enter in a field does too): no onOk, or it would copy twice.
      onCancel={onClose}
      confirmLoading={copying}
      okButtonProps={{ htmlType: 'submit', form: formId, ...({ 'data-testid': 'fill-copy' } as Record<string, string>) }}
      width={440}
      destroyOnHidden
    >
      <form id={formId} className="ss-fill-form" onSubmit={(event) => void submit(event)} data-testid="fill-in-form">
        <p className="ss-muted ss-fill-form__lead">{t('fill.lead')}</p>
        {placeholders.map((placeholder, index) => (
          <label key={placeholder.name} className="ss-fill-form__field">
            <span className="ss-fill-form__name">{placeholder.name}</span>
            <Input
              value={values[placeholder.name]}
              placeholder={placeholder.defaultValue || placeholder.name}
              onChange={(event) => setValues((current) => ({ ...current, [placeholder.name]: event.target.value }))}
              autoFocus={index === 0}
              data-testid={`fill-${placeholder.name}`}
            />
          </label>
        ))}
      </form>
    </Modal>
  );
}
