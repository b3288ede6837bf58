import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/Dialog";

// The login prompt's dialog. A chunk of its own (LoginPrompt loads it when it first
// opens), so the dialog machinery is not in the JavaScript every page downloads.

type LoginPromptDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGo: (to: string) => void;
};

export default function LoginPromptDialog({ open, onOpenChange, onGo }: LoginPromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Log in to Tradehub</DialogTitle>
        <DialogDescription>
          Sign in to compare supplier offers, send enquiries and follow them in your profile. New here? Registration is free.
        </DialogDescription>
        <DialogActions>
          <Button $variant="secondary" onClick={() => onGo("/login")}>
            Login
          </Button>
          <Button $variant="outline" onClick={() => onGo("/userRegister")}>
            Create an account
          </Button>
        </DialogActions>
        <DialogActions>
          <DialogClose asChild>
            <Button $variant="ghost">Not now</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
