import { TextField } from "@/components/ui/form/fields";
import { FilePreview } from "./FilePreview";

// One file input of the document form with its preview. The file lives in the form's
// state (a file input cannot be given a value), so choosing nothing keeps the earlier one.

type Props = {
  label: string;
  accept: string;
  note?: string;
  required?: boolean;
  file: File | undefined;
  error?: string;
  onChoose: (file: File) => void;
};

export function DocumentFileField({ label, accept, note, required, file, error, onChoose }: Props) {
  return (
    <div>
      <TextField
        type="file"
        label={label}
        note={note}
        accept={accept}
        markRequired={required}
        error={error}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(chosen);
        }}
      />
      {file && <FilePreview file={file} />}
    </div>
  );
}
