import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the account screens (login, register, forget, changePsw); filled by their issue.
const en_account = {} satisfies BaseTranslation

export default en_account
