import { ReportCategory } from '@api';

/** The reasons a report can give, in the order the report dialog and the moderators' filter list them. */
export const REPORT_CATEGORIES: readonly ReportCategory[] = Object.values(ReportCategory);
