import '../transfer.css';
import { ExportMenu } from './export-menu';
import { ImportDialog } from './import-dialog';

/** Profile: export (and import) of the member's groups. */
export function TransferBar() {
  return (
    <div className="ss-transfer-bar" data-testid="transfer-bar">
      <ImportDialog />
      <ExportMenu />
    </div>
  );
}
