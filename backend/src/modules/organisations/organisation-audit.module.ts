import { Module } from '@nestjs/common';
import { OrganisationAuditRepository } from './organisation-audit.repository';

/**
 * The organisations' audit on its own, a leaf module: imported by organisations and by snippet groups
 * (a fork into an organisation), which organisations imports.
 */
@Module({ providers: [OrganisationAuditRepository], exports: [OrganisationAuditRepository] })
export class OrganisationAuditModule {}
