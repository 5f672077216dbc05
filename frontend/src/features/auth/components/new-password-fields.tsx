import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { newPasswordRule, sameAsPasswordRule } from '@/lib/account-validation';

/** A new password (the seed's rules, its hint) and its repetition: the registration's and the reset link's form. */
export function NewPasswordFields({ required }: { required: Rule }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Form.Item label={t('fields.newPassword')} name="password" extra={t('register.passwordHint')} rules={[required, newPasswordRule(t)]}>
        <Input.Password size="large" prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        label={t('fields.repeatPassword')}
        name="repeatPassword"
        dependencies={['password']}
        rules={[required, sameAsPasswordRule(t('messages:errors.passwordsMismatch'))]}
      >
        <Input.Password size="large" prefix={<LockOutlined />} autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </>
  );
}
