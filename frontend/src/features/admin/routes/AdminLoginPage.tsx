import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import { loginAdmin } from "@/lib/accounts";
import { messageOf } from "@/lib/api";
import { refreshSession, useSession } from "@/lib/session-query";
import { AreaLogin } from "@/components/account/AreaLogin";

// /admin/login (SPEC section 2): 'Admin Login', email, password, 'LOG IN'. An admin who
// is already signed in goes straight to /admin.

export function AdminLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: loginAdmin,
    onSuccess: async () => {
      toast.success("Login Successful!");
      await refreshSession(queryClient).catch(() => undefined);
      navigate("/admin", { replace: true });
    },
  });

  if (session.data?.admin) return <Navigate to="/admin" replace />;

  return (
    <AreaLogin
      eyebrow="Tradehub back office"
      title="Admin Login"
      busy={login.isPending}
      error={login.isError ? messageOf(login.error, "Login failed. Please try again.") : null}
      onSubmit={(values) => login.mutate(values)}
    />
  );
}
