// Exposed as mf_account/ExportDataScreen (route /export-data).
import { ExportDataView } from '../../features/export-data/components/ExportDataView';

/** Export Data. */
export default function ExportDataScreen() {
  return <ExportDataView />;
}
