export { Toast, type ToastProps, ToastType } from "./toast.tsx";
export { type ToastApi, type ToastOptions, ToastProvider, type ToastProviderProps, useToast } from "./toast-provider.tsx";
