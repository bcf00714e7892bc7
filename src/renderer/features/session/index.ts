/** The public face of the session feature: signing in and out, and the stored session at start. */
// The login area's styles come with the app's first stylesheet: a lazy page's chunk is fetched only once
// its stylesheet has loaded, a round trip more before a visitor's first page (/country-select, /login)
// paints. Its pages' kit parts: buttons, fields, radio cards, the checkbox, the inline alert.
import './pages/lockscreen.css';
import '../../ui/Button.css';
import '../../ui/Field.css';
import '../../ui/RadioGroup.css';
import '../../ui/Checkbox.css';
import '../../ui/InlineAlert.css';
export { logout, refreshUser, restoreSession, signIn } from './sessionService';
