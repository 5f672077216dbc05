export { TOAST_TIMING, toast, toastStore, type Toast, type ToastApi, type ToastKind } from './toast-store';
export { ToastViewport } from './toast-viewport';
export { useToast } from './use-toast';
