/** The technology icon lives in components/ (other screens show technologies too); kept here for existing imports. */
export { TechnologyIcon } from '@/components/technology/technology-icon';
