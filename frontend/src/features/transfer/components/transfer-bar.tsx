import '../transfer.css';
import { ExportMenu } from './export-menu';
import { ImportDialog } from './import-dialog';

/** Profile: export (and import) of the member's groups; with `organisation` (its settings, for its admins), of the organisation's. */
export function TransferBar({ organisation }: { organisation?: string }) {
  return (
    <div className="ss-transfer-bar" data-testid="transfer-bar">
      <ImportDialog organisation={organisation} />
      <ExportMenu organisation={organisation} />
    </div>
  );
}
