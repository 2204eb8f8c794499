import { EXPORT_FORMATS, type ExportFormat } from "../api/extractionTypes";
import { inputBase, inputBorder } from "./styles";

const LABELS: Record<ExportFormat, string> = { xlsx: "Excel (.xlsx)", csv: "CSV (.csv)", json: "JSON (.json)" };

/** Export format picker (xlsx, csv, json). */
export function FormatSelect({
  value,
  onChange,
  id,
}: {
  value: ExportFormat;
  onChange: (format: ExportFormat) => void;
  id: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-gray-700">
        Export format
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ExportFormat)}
        className={`${inputBase} ${inputBorder(false)} w-auto`}
      >
        {EXPORT_FORMATS.map((format) => (
          <option key={format} value={format}>
            {LABELS[format]}
          </option>
        ))}
      </select>
    </div>
  );
}
