import { Toast as RadixToast } from "radix-ui";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import * as styles from "./toast.css.ts";
import { Toast, type ToastType } from "./toast.tsx";

/** What `useToast().show` accepts. */
export interface ToastOptions {
  type?: ToastType;
  title: ReactNode;
  description?: ReactNode;
  duration?: number;
}

/** The toast API handed out by `useToast()`. */
export interface ToastApi {
  show: (options: ToastOptions) => number;
  success: (title: ReactNode, description?: ReactNode) => number;
  info: (title: ReactNode, description?: ReactNode) => number;
  warning: (title: ReactNode, description?: ReactNode) => number;
  error: (title: ReactNode, description?: ReactNode) => number;
  dismiss: (id: number) => void;
}

interface Item extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of ToastProvider. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Default milliseconds a toast stays. */
  duration?: number;
  /** Name of the toast region for screen readers. */
  label?: string;
}

/** Holds the toasts of one app (one per SSR request, never module state) and renders their region. */
export function ToastProvider({ children, duration = 3000, label = "通知" }: ToastProviderProps) {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, open: false } : item)));
    // Keep the closing toast long enough for its exit animation.
    setTimeout(() => setItems((list) => list.filter((item) => item.id !== id)), 300);
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions) => {
      const id = nextId.current++;
      setItems((list) => [...list, { ...options, id, open: true }]);
      return id;
    };
    const of = (type: ToastType) => (title: ReactNode, description?: ReactNode) => show({ type, title, description });
    return { show, success: of("success"), info: of("info"), warning: of("warning"), error: of("error"), dismiss };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="up">
        {children}
        {items.map((item) => (
          <Toast
            key={item.id}
            type={item.type}
            title={item.title}
            description={item.description}
            duration={item.duration}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
          />
        ))}
        <RadixToast.Viewport className={styles.viewport} label="通知 ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside a ToastProvider");
  return api;
}
