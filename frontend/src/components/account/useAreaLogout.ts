import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { messageOf } from "@/lib/api";
import { forgetRole } from "@/lib/session-query";
import type { Session } from "@/lib/accounts";

// Logging out of a signed-in area (the admin, the supplier portal): end the session on
// the server, forget the role locally so the guard sees it at once, and go to the area's
// login page in place of the page left.

export function useAreaLogout(role: keyof Session, end: () => Promise<unknown>, loginPath: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: end,
    onSuccess: () => {
      toast.success("Logout successful");
      forgetRole(queryClient, role);
      navigate(loginPath, { replace: true });
    },
    onError: (error) => toast.error(messageOf(error, "Logout failed. Please try again.")),
  });
}
