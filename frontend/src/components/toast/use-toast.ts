import { type ToastApi, toast } from './toast-store';

/** The toast API for components: `const toast = useToast(); toast.warning(t('messages:errors.viewModeTooSmall'))`. */
export function useToast(): ToastApi {
  return toast;
}
