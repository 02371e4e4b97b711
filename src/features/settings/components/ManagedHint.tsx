// Moved to src/components/settings-fields (the timelapse page shares it); kept here for the settings sections.
export { ManagedHint } from '../../../components/settings-fields/ManagedHint';
