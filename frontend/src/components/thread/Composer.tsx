import { useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { messageOf } from "@/lib/api";
import { colors, radii } from "@/styles/theme";
import { useSendMessage } from "@/lib/thread";
import type { ThreadSide } from "@/lib/unread";

// Writing in a conversation: text, a file (PDF, JPEG, PNG or WebP; the server checks it
// as it checks KYC documents), or both.

const Form = styled.form`
  display: grid;
  gap: 0.6rem;
  textarea {
    width: 100%;
    min-height: 5rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.sm};
    font: inherit;
  }
  label { flex: 1 1 12rem; min-width: 0; max-width: 100%; }
  input[type="file"] { width: 100%; max-width: 100%; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  align-items: center;
  justify-content: space-between;
`;

const Error = styled.p`
  color: #a3261b;
`;

export function Composer({ side, enquiryId }: { side: ThreadSide; enquiryId: string }) {
  const send = useSendMessage(side, enquiryId);
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !file) {
      setError("Write a message or attach a file");
      return;
    }
    setError(null);
    send.mutate(
      { text, file },
      {
        onSuccess: () => {
          setText("");
          setFile(null);
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (e) => setError(messageOf(e, "The message could not be sent. Please try again.")),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Write a message">
      <label htmlFor="thread-text" className="visually-hidden">
        Message
      </label>
      <textarea id="thread-text" value={text} onChange={(e) => setText(e.target.value)} placeholder="Write a message…" />
      <Row>
        <label>
          <span className="visually-hidden">Attach a file</span>
          <input
            ref={fileInput}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            aria-label="Attach a file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" $size="sm" disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send"}
        </Button>
      </Row>
      {error && <Error role="alert">{error}</Error>}
    </Form>
  );
}
