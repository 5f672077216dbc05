import { LoadingOutlined } from '@ant-design/icons';
import { Button, Card, Form, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { errorMessageOf, isApiError } from '@/lib/api-fetch';
import { paths } from '@/lib/paths';
import { confirmEmailLink, resetPasswordWithLink, verifyEmailLink } from '../api/builtin-links';
import { AuthSubmitButton } from './auth-submit-button';
import { NewPasswordFields } from './new-password-fields';
import '../auth.css';

/** The links built-in accounts email: verify the address, confirm a new one, reset the password. */
export type EmailLinkKind = 'verify' | 'confirm' | 'reset';

type State = { phase: 'checking' } | { phase: 'done'; email?: string } | { phase: 'invalid'; message: string };

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? (errorMessageOf(error.data) ?? error.message) : fallback);

/**
 * Where an emailed link of the built-in accounts lands (`?token=`): verification and email
 * confirmation are used at once; a reset asks for the new password first, then goes to log in.
 */
export function EmailLinkPanel({ kind }: { kind: EmailLinkKind }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(() => (token ? { phase: 'checking' } : { phase: 'invalid', message: t('links.missingToken') }));
  const started = useRef(false);

  useEffect(() => {
    if (kind === 'reset' || !token || started.current) return;
    started.current = true;
    const use = kind === 'verify' ? verifyEmailLink(token).then(() => ({})) : confirmEmailLink(token);
    use
      .then((answer: { email?: string }) => setState({ phase: 'done', email: answer.email }))
      .catch((error: unknown) => setState({ phase: 'invalid', message: messageOf(error, t('messages:errors.generic')) }));
  }, [kind, t, token]);

  if (state.phase === 'invalid') {
    return (
      <Card className="ss-auth" data-testid="email-link" data-phase="invalid">
        <Result
          status="warning"
          title={t('links.invalidTitle')}
          subTitle={state.message}
          extra={
            <Link to={paths.login}>
              <Button type="primary">{t('links.toLogin')}</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  if (kind === 'reset') return <ResetPasswordForm token={token} />;
  if (state.phase === 'checking') {
    return (
      <Card className="ss-auth ss-link-register" data-testid="email-link" data-phase="checking">
        <Spin indicator={<LoadingOutlined spin />} size="large" />
        <p className="ss-muted ss-link-register__text" role="status">
          {t('links.checking')}
        </p>
      </Card>
    );
  }
  const verified = kind === 'verify';
  return (
    <Card className="ss-auth" data-testid="email-link" data-phase="done">
      <Result
        status="success"
        title={t(verified ? 'links.verifiedTitle' : 'links.emailChangedTitle')}
        subTitle={verified ? t('links.verifiedLead') : t('links.emailChangedLead', { email: state.email })}
        extra={
          <Link to={verified ? paths.login : paths.config}>
            <Button type="primary" data-testid="email-link-continue">
              {t(verified ? 'links.toLogin' : 'links.toSettings')}
            </Button>
          </Link>
        }
      />
    </Card>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string; repeatPassword: string }>();
  const [submitting, setSubmitting] = useState(false);
  const required = { required: true, message: t('messages:errors.allFieldsRequired') };

  const onFinish = async (values: { password: string; repeatPassword: string }) => {
    setSubmitting(true);
    try {
      await resetPasswordWithLink({ token, password: values.password, repeatPassword: values.repeatPassword });
      toast.success(t('messages:success.passwordChanged'));
      void navigate(paths.login, { replace: true });
    } catch (error) {
      toast.error(messageOf(error, t('messages:errors.generic')));
      setSubmitting(false);
    }
  };

  return (
    <Card className="ss-auth" data-testid="email-link" data-phase="reset">
      <h2 className="ss-auth__title">{t('links.resetTitle')}</h2>
      <p className="ss-muted ss-auth__lead">{t('links.resetLead')}</p>
      <Form form={form} name="reset-password" layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
        <NewPasswordFields required={required} />
        <AuthSubmitButton submitting={submitting} disabled={false} testId="reset-password-submit">
          {t('links.resetSubmit')}
        </AuthSubmitButton>
      </Form>
    </Card>
  );
}
