import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type ToastKind, toastStore } from './toast-store';
import './toast.css';

const ICONS: Record<ToastKind, React.ReactNode> = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  warning: <ExclamationCircleFilled />,
};

/** Renders the toasts (top right); a toast appears only once its 0.5 s delay has passed. */
export function ToastViewport() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const shown = toasts.filter((toast) => toast.phase !== 'pending');

  return (
    <section className="ss-toasts" aria-label={t('toast.region')} aria-live="polite" data-testid="toast-viewport">
      {shown.map((toast) => (
        <div
          key={toast.id}
          className={`ss-toast ss-toast--${toast.kind} ss-toast--${toast.phase}`}
          role={toast.kind === 'success' ? 'status' : 'alert'}
          data-testid="toast"
          data-kind={toast.kind}
          data-phase={toast.phase}
        >
          <span className="ss-toast__icon" aria-hidden="true">
            {ICONS[toast.kind]}
          </span>
          <div className="ss-toast__body">
            <div className="ss-toast__title">{t(`messages:kinds.${toast.kind}`)}</div>
            <div className="ss-toast__message">{toast.message}</div>
          </div>
          <button type="button" className="ss-toast__close" aria-label={t('toast.close')} onClick={() => toastStore.dismiss(toast.id)}>
            <CloseOutlined />
          </button>
          <span className="ss-toast__timer" aria-hidden="true" />
        </div>
      ))}
    </section>
  );
}
