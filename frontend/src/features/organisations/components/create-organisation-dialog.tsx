import type { CreateOrganisationDto } from '@api';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateOrganisation } from '../api/organisations';
import { slugFromName, SLUG_PATTERN } from '../lib/organisation-slug';

interface CreateOrganisationDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (slug: string) => void;
}

/** Profile: creates an organisation (name, address, description); its creator is its owner. */
export default function CreateOrganisationDialog({ open, onClose, onCreated }: CreateOrganisationDialogProps) {
  const { t } = useTranslation('teams');
  const [form] = Form.useForm<CreateOrganisationDto>();
  const create = useCreateOrganisation({ success: t('create.done') });

  const submit = async (values: CreateOrganisationDto) => {
    const outcome = await create.run({ ...values, description: values.description ?? '' });
    if (outcome.ok) {
      form.resetFields();
      onCreated(values.slug);
    }
  };

  return (
    <Modal open={open} title={t('create.title')} onCancel={onClose} footer={null} destroyOnHidden data-testid="organisation-create-dialog">
      <p className="ss-muted">{t('create.lead')}</p>
      <Form
        form={form}
        name="create-organisation"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: Partial<CreateOrganisationDto>) => {
          // The address follows the name until the member writes one of their own.
          if (changed.name !== undefined && !form.isFieldTouched('slug')) form.setFieldValue('slug', slugFromName(changed.name));
        }}
      >
        <Form.Item label={t('fields.name')} name="name" rules={[{ required: true, whitespace: true, message: t('fields.nameRequired') }]}>
          <Input maxLength={80} autoFocus data-testid="organisation-name" />
        </Form.Item>
        <Form.Item
          label={t('fields.slug')}
          name="slug"
          extra={t('fields.slugHelp')}
          rules={[{ required: true, pattern: SLUG_PATTERN, message: t('fields.slugInvalid') }]}
        >
          <Input maxLength={40} addonBefore="/o/" data-testid="organisation-slug" />
        </Form.Item>
        <Form.Item label={t('fields.description')} name="description">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="organisation-description" />
        </Form.Item>
        <div className="ss-teams-form-actions">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="organisation-create-submit">
            {t('create.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
