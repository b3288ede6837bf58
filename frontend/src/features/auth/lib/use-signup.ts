import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { messageOf } from "@/lib/api";

// Sign-up's submit: send the form, say so in a toast, then move on after a short pause
// so the visitor can read it. The pending move is dropped if the page goes first.

type SignupOptions = { success: string; delayMs: number; next: () => void };

export function useSignup<T>(send: (values: T) => Promise<unknown>, { success, delayMs, next }: SignupOptions) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = async (values: T) => {
    setServerError(null);
    try {
      await send(values);
      setDone(true);
      toast.success(success);
      timer.current = window.setTimeout(next, delayMs);
    } catch (error) {
      setServerError(messageOf(error, "Registration failed. Please try again."));
    }
  };

  return { serverError, done, onSubmit };
}
