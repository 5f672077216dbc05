import '../transfer.css';
import { ExportMenu } from './export-menu';

/** Profile: export (and import) of the member's groups. */
export function TransferBar() {
  return (
    <div className="ss-transfer-bar" data-testid="transfer-bar">
      <ExportMenu />
    </div>
  );
}
