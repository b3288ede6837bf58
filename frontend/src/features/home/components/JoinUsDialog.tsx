import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/Dialog";

// 'Join Us' dialog (SPEC section 2): buyers go to /userRegister, suppliers to
// /supplierRegister, 'Maybe later' just closes.

export function JoinUsDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button $size="lg">Join Us</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Are you looking to buy or sell products?</DialogTitle>
        <DialogDescription>Tell us who you are and we will take you to the right registration.</DialogDescription>
        <DialogActions>
          <Button $variant="secondary" onClick={() => go("/userRegister")}>
            I'm a Buyer
          </Button>
          <Button $variant="primary" onClick={() => go("/supplierRegister")}>
            I'm a Supplier
          </Button>
        </DialogActions>
        <DialogActions>
          <DialogClose asChild>
            <Button $variant="ghost">Maybe later</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
