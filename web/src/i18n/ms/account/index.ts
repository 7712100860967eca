import type { NamespaceAccountTranslation } from '../../i18n-types.js'

const ms_account = {} satisfies NamespaceAccountTranslation

export default ms_account
