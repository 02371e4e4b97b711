// Moved to src/components/settings-fields (the timelapse page shares it); kept here for the settings sections.
export {
  SelectSetting,
  type SelectOption,
} from '../../../components/settings-fields/SelectSetting';
