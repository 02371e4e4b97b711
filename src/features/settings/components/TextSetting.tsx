// Moved to src/components/settings-fields (the timelapse page shares it); kept here for the settings sections.
export { TextSetting } from '../../../components/settings-fields/TextSetting';
