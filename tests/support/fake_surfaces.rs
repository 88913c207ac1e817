//! Where an interaction comes from, now that an app can be installed to a user as
//! well as to a server (change-log.mdx, "User-Installable Apps Preview", March 18
//! 2024): a channel of a server that added the bot, a channel of a server that did
//! not (the app reaches it through the user's own install), the DM with the bot, a
//! group DM, or a DM between two users. Each sender here builds the interaction as
//! receiving-and-responding.mdx, "Interaction Structure" describes it: `context`,
//! `authorizing_integration_owners`, `app_permissions`, a `member` in a server and
//! a `user` elsewhere; and refuses (panics) to send what Discord would never send:
//! a command its registration keeps out of that place, a press on a button the
//! presser cannot see, a modal nobody opened.
//!
//! The double also remembers every message it made for the bot (an interaction's
//! original response, a follow-up, a channel post), with the interaction that made
//! it, so that a press on it carries that interaction's owners, as on Discord.

use std::collections::HashMap;

use serde_json::{json, Map, Value};
use tokio::sync::broadcast;

use super::{dm_channel_of, message_json, FakeDiscord, Shared, APP_ID, ORIGINAL_MESSAGE_ID};

/// Where an interaction is sent from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// A channel of a server. `installed`: the server added the bot
    /// (`GUILD_INSTALL`); otherwise the app is only installed by its users
    /// (`USER_INSTALL`) and the bot is not in the server.
    Guild {
        guild: u64,
        channel: u64,
        installed: bool,
    },
    /// The DM between the user and the bot (channel [`dm_channel_of`] the user).
    BotDm,
    /// A group DM ([`FakeDiscord::group_dm`]); the bot is never in one.
    GroupDm { channel: u64 },
    /// A DM between two users; the bot is not in it.
    Dm { channel: u64 },
}

/// receiving-and-responding.mdx, "Interaction Context Types".
pub const GUILD: u64 = 0;
pub const BOT_DM: u64 = 1;
pub const PRIVATE_CHANNEL: u64 = 2;
/// application.mdx, "Application Integration Types".
pub const GUILD_INSTALL: u64 = 0;
pub const USER_INSTALL: u64 = 1;

/// permissions.mdx, "Bitwise Permission Flags".
mod permission {
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const MENTION_EVERYONE: u64 = 1 << 17;
    pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    pub const USE_EXTERNAL_APPS: u64 = 1 << 50;
}

/// `app_permissions` where the app is not in the channel: receiving-and-
/// responding.mdx, "Interaction Structure" (\*\*\*): "`app_permissions` includes
/// `ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE` permissions for (G)DMs with
/// other users, and additionally includes `USE_EXTERNAL_EMOJIS` for DMs with the
/// app's bot user" (442368 in the DM with the bot, the value of the sample payload
/// of developing-a-user-installable-app.mdx). The docs give no value for a server
/// that did not add the bot; the double sends the (G)DM one there too.
pub const PRIVATE_APP_PERMISSIONS: u64 =
    permission::ATTACH_FILES | permission::EMBED_LINKS | permission::MENTION_EVERYONE;
pub const BOT_DM_APP_PERMISSIONS: u64 = PRIVATE_APP_PERMISSIONS | permission::USE_EXTERNAL_EMOJIS;

/// The bot's permissions in a server that added it (README: View Channels, Send
/// Messages, Embed Links, Attach Files, and for threads Create Public Threads and
/// Send Messages in Threads), without the thread ones once a test forbade threads.
pub(super) fn guild_app_permissions(shared: &Shared) -> u64 {
    let base = permission::VIEW_CHANNEL
        | permission::SEND_MESSAGES
        | permission::EMBED_LINKS
        | permission::ATTACH_FILES;
    if *shared.threads_forbidden.lock().unwrap() {
        base
    } else {
        base | permission::CREATE_PUBLIC_THREADS | permission::SEND_MESSAGES_IN_THREADS
    }
}

/// An ordinary member's permissions, as `member.permissions` carries them.
const MEMBER_PERMISSIONS: u64 = permission::VIEW_CHANNEL
    | permission::SEND_MESSAGES
    | permission::EMBED_LINKS
    | permission::ATTACH_FILES
    | permission::READ_MESSAGE_HISTORY
    | permission::USE_APPLICATION_COMMANDS
    | permission::USE_EXTERNAL_APPS;

impl Surface {
    /// receiving-and-responding.mdx, "Interaction Context Types": GUILD (0),
    /// BOT_DM (1), PRIVATE_CHANNEL (2) "within Group DMs and DMs other than the
    /// app's bot user".
    pub fn context(self) -> u64 {
        match self {
            Surface::Guild { .. } => GUILD,
            Surface::BotDm => BOT_DM,
            Surface::GroupDm { .. } | Surface::Dm { .. } => PRIVATE_CHANNEL,
        }
    }

    /// The channel an interaction from here comes from, for `user`.
    pub fn channel(self, user: u64) -> u64 {
        match self {
            Surface::Guild { channel, .. }
            | Surface::GroupDm { channel }
            | Surface::Dm { channel } => channel,
            Surface::BotDm => dm_channel_of(user),
        }
    }

    pub fn guild(self) -> Option<u64> {
        match self {
            Surface::Guild { guild, .. } => Some(guild),
            _ => None,
        }
    }

    /// channel.mdx, "Channel Types": GUILD_TEXT 0, DM 1, GROUP_DM 3.
    fn channel_type(self) -> u64 {
        match self {
            Surface::Guild { .. } => 0,
            Surface::BotDm | Surface::Dm { .. } => 1,
            Surface::GroupDm { .. } => 3,
        }
    }
}

/// What the double knows of an interaction it sent.
#[derive(Clone, Debug)]
pub(super) struct Sent {
    pub kind: u64,
    pub user: u64,
    pub guild: Option<u64>,
    pub channel: u64,
    pub owners: Value,
    /// The message a component was used on (for a modal submit: the message of
    /// the component that opened the modal, if a component did).
    pub message: Option<u64>,
    /// message.mdx, "Message Interaction Metadata Object": what a message made in
    /// answer to this interaction carries.
    pub metadata: Value,
    /// Sent by the helpers older than surfaces: every original response is
    /// [`ORIGINAL_MESSAGE_ID`], as it always was.
    pub legacy: bool,
    /// The original response's message, once there is one.
    pub original: Option<u64>,
    /// Follow-ups created (accepted), in order.
    pub followups: Vec<u64>,
    /// Follow-ups let through so far (counted when accepted, before they are made).
    pub followups_accepted: usize,
    /// The interaction as sent.
    pub json: Value,
}

/// A message the double made for the bot.
#[derive(Clone, Debug)]
pub(super) struct Stored {
    pub channel: u64,
    pub guild: Option<u64>,
    pub content: String,
    pub components: Value,
    pub flags: u64,
    /// The interaction it answers (its metadata), if any.
    pub interaction: Option<Value>,
    /// Who made that interaction.
    pub user: Option<u64>,
}

/// A modal shown to a user, waiting for its submit.
#[derive(Clone, Debug)]
pub(super) struct ModalShown {
    pub owners: Value,
    pub message: Option<u64>,
    pub metadata: Value,
    pub data: Value,
}

/// The commands registered: globally, and per server.
#[derive(Clone, Debug, Default)]
pub(super) struct Registered {
    pub global: Vec<Value>,
    pub guilds: HashMap<u64, Vec<Value>>,
    pub any: bool,
}

fn id_of(user: &Value) -> u64 {
    user["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("a user object with an id")
}

fn name_of(user: &Value) -> String {
    user["username"].as_str().unwrap_or("?").to_string()
}

fn ids(values: &Value) -> Option<Vec<u64>> {
    values
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_u64).collect())
}

/// The message as the double shows it (in a component interaction, in answers).
pub(super) fn stored_json(id: u64, stored: &Stored) -> Value {
    let mut message = message_json(id, &stored.content, stored.components.clone());
    message["channel_id"] = json!(stored.channel.to_string());
    message["flags"] = json!(stored.flags);
    match stored.guild {
        Some(guild) => message["guild_id"] = json!(guild.to_string()),
        None => {
            message.as_object_mut().unwrap().remove("guild_id");
        }
    }
    if let Some(metadata) = &stored.interaction {
        message["interaction_metadata"] = metadata.clone();
    }
    message
}

impl FakeDiscord {
    /// A new group DM of `users` (the bot is never a member): its channel id.
    pub fn group_dm(&self, users: &[u64]) -> u64 {
        let id = {
            let mut n = self.shared.next_channel_id.lock().unwrap();
            *n += 1;
            970_000_000_000_000_000u64 + *n
        };
        self.shared
            .group_dms
            .lock()
            .unwrap()
            .insert(id, users.to_vec());
        self.shared.foreign_channels.lock().unwrap().insert(id);
        id
    }

    /// `user` installed the app to their account (`USER_INSTALL`).
    pub fn install_for_user(&self, user: u64) {
        self.shared.installed_users.lock().unwrap().insert(user);
    }

    /// `user` shares no server with the bot: the app's server-installed commands
    /// do not reach them in the bot's DM, and a DM to them is refused (50007)
    /// unless they installed the app.
    pub fn stranger(&self, user: u64) {
        self.shared.strangers.lock().unwrap().insert(user);
    }

    /// Server `guild` turns *Use External Apps* off for its members: a
    /// user-installed app's responses there are "ephemeral for the end user"
    /// (permissions.mdx, USE_EXTERNAL_APPS; "This only applies to apps not also
    /// installed to the server"). Its members' `permissions` lack the bit.
    pub fn without_external_apps(&self, guild: u64) {
        self.shared.no_external_apps.lock().unwrap().insert(guild);
    }

    /// Wait until the bot has registered its commands (at its first READY).
    pub async fn wait_for_commands(&self) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while !self.shared.registered.lock().unwrap().any {
            assert!(
                std::time::Instant::now() < deadline,
                "the bot registered no commands"
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// The message the bot's original response to `interaction` is (for a
    /// component answered by an update: the message the component was on).
    pub fn original_message(&self, interaction: u64) -> u64 {
        let read = || {
            self.shared
                .sent
                .lock()
                .unwrap()
                .get(&interaction)
                .and_then(|s| s.original)
        };
        // The answer is recorded (and a waiting test woken) just before the fake
        // stores its message: allow it that moment.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
        let mut original = read();
        while original.is_none() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(5));
            original = read();
        }
        original.unwrap_or_else(|| panic!("the bot has not answered {interaction} with a message"))
    }

    /// The follow-up messages the bot made for `interaction`, in order.
    pub fn followup_messages(&self, interaction: u64) -> Vec<u64> {
        self.shared
            .sent
            .lock()
            .unwrap()
            .get(&interaction)
            .map(|s| s.followups.clone())
            .unwrap_or_default()
    }

    /// The interaction as it was sent to the bot.
    pub fn interaction(&self, id: u64) -> Value {
        let sent = self
            .shared
            .sent
            .lock()
            .unwrap()
            .get(&id)
            .map(|s| s.json.clone());
        sent.unwrap_or_else(|| panic!("no interaction {id} was sent"))
    }

    /// The interactions as the gateway sends them, for a test without a bot.
    pub fn subscribe(&self) -> broadcast::Receiver<Value> {
        self.events.subscribe()
    }

    /// A slash command `name` typed by `user` at `surface`, refused (a panic) if
    /// Discord would not show `user` that command there. Its id.
    pub fn command_at(
        &self,
        surface: Surface,
        user: &Value,
        name: &str,
        options: Value,
        users: &[Value],
    ) -> u64 {
        self.command_or_autocomplete_at(2, surface, user, name, options, users)
    }

    /// The same command's autocomplete (interaction type 4).
    pub fn autocomplete_at(
        &self,
        surface: Surface,
        user: &Value,
        name: &str,
        options: Value,
        users: &[Value],
    ) -> u64 {
        self.command_or_autocomplete_at(4, surface, user, name, options, users)
    }

    fn command_or_autocomplete_at(
        &self,
        kind: u64,
        surface: Surface,
        user: &Value,
        name: &str,
        options: Value,
        users: &[Value],
    ) -> u64 {
        self.enter(surface, user);
        let (command, scope, owners) = self
            .command_here(surface, id_of(user), name)
            .unwrap_or_else(|why| {
                panic!(
                    "Discord shows {} no /{name} here ({surface:?}): {why}",
                    name_of(user)
                )
            });
        let mut data = super::interactions::command_data(name, options, users, 0);
        data["id"] = command["id"].clone();
        match scope {
            // receiving-and-responding.mdx, "Application Command Data Structure":
            // `guild_id`, "ID of the guild the command is registered to".
            Some(guild) => data["guild_id"] = json!(guild.to_string()),
            None => {
                data.as_object_mut().unwrap().remove("guild_id");
            }
        }
        let (id, interaction) = self.interaction_at(kind, surface, user, data, owners, None);
        self.send_at(id, interaction);
        id
    }

    /// A press of the button `custom_id` on message `message` (one the double made
    /// for the bot) by `user` at `surface`. The interaction carries the owners of
    /// the interaction that made the message: the user whose install authorized
    /// it, not necessarily the presser.
    pub fn press_at(&self, surface: Surface, user: &Value, custom_id: &str, message: u64) -> u64 {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        self.component_at(surface, user, data, message)
    }

    /// A choice of `value` in the string select `custom_id` on message `message`.
    pub fn select_at(
        &self,
        surface: Surface,
        user: &Value,
        custom_id: &str,
        value: &str,
        message: u64,
    ) -> u64 {
        let data = json!({ "custom_id": custom_id, "component_type": 3, "values": [value] });
        self.component_at(surface, user, data, message)
    }

    fn component_at(&self, surface: Surface, user: &Value, data: Value, message: u64) -> u64 {
        self.enter(surface, user);
        let presser = id_of(user);
        let stored = self.visible_message(surface, user, message);
        let custom_id = data["custom_id"].as_str().unwrap_or("");
        let value = data["values"][0].as_str();
        let found = stored
            .components
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .find(|c| c["custom_id"].as_str() == Some(custom_id));
        let usable = found.as_ref().is_some_and(|c| {
            !c["disabled"].as_bool().unwrap_or(false)
                && c["type"] == data["component_type"]
                && value.is_none_or(|v| {
                    c["options"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .any(|o| o["value"].as_str() == Some(v))
                })
        });
        assert!(
            usable,
            "message {message} has no enabled component {custom_id} (value {value:?}) for {} to use: {:#}",
            name_of(user),
            stored.components
        );
        let owners = match &stored.interaction {
            Some(metadata) => metadata["authorizing_integration_owners"].clone(),
            None => self.owners_without_interaction(surface, presser),
        };
        let mut shown = stored_json(message, &stored);
        if let Some(guild) = surface.guild() {
            shown["guild_id"] = json!(guild.to_string());
        }
        let (id, interaction) = self.interaction_at(3, surface, user, data, owners, Some(shown));
        self.send_at(id, interaction);
        id
    }

    /// `user` submits the modal `custom_id` the bot showed them, with `fields`
    /// (text input custom id, value). The submit comes as Discord sends it
    /// (receiving-and-responding.mdx, "Modal Submit Data Structure"): each text
    /// input's value in the component that held it (an action row, or a label).
    pub fn submit_modal_at(
        &self,
        surface: Surface,
        user: &Value,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> u64 {
        self.enter(surface, user);
        let key = (id_of(user), custom_id.to_string());
        // The modal's callback is recorded (and a test waiting for it woken) just
        // before the fake notes the modal: allow it that moment.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
        let mut shown = self.shared.modals.lock().unwrap().get(&key).cloned();
        while shown.is_none() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(5));
            shown = self.shared.modals.lock().unwrap().get(&key).cloned();
        }
        let modal = shown.unwrap_or_else(|| {
            panic!(
                "Discord shows {} no modal {custom_id}: the bot opened none for them",
                name_of(user)
            )
        });
        let mut given: HashMap<&str, &str> = fields.iter().copied().collect();
        let mut next_id = 0u64;
        let mut submitted = Vec::new();
        for top in modal.data["components"].as_array().into_iter().flatten() {
            next_id += 1;
            let (holder, input) = match top["type"].as_u64() {
                Some(1) => (top.clone(), top["components"][0].clone()),
                Some(18) => (top.clone(), top["component"].clone()),
                _ => continue,
            };
            if input["type"].as_u64() != Some(4) {
                continue;
            }
            next_id += 1;
            let input_id = input["custom_id"].as_str().unwrap_or("");
            let value = given.remove(input_id).unwrap_or("");
            let length = value.chars().count() as u64;
            let required = input["required"].as_bool().unwrap_or(true);
            assert!(
                !(required && value.is_empty()),
                "Discord's client does not submit {custom_id} with the required {input_id} empty"
            );
            let min = input["min_length"].as_u64().unwrap_or(0);
            let max = input["max_length"].as_u64().unwrap_or(4000);
            assert!(
                value.is_empty() || (min..=max).contains(&length),
                "Discord's client does not submit {input_id} of {length} characters \
                 (min_length {min}, max_length {max})"
            );
            let answer = json!({
                "type": 4, "id": next_id, "custom_id": input_id, "value": value,
            });
            submitted.push(if holder["type"].as_u64() == Some(1) {
                json!({ "type": 1, "id": next_id - 1, "components": [answer] })
            } else {
                json!({ "type": 18, "id": next_id - 1, "component": answer })
            });
        }
        assert!(
            given.is_empty(),
            "modal {custom_id} has no text input {:?}",
            given.keys().collect::<Vec<_>>()
        );
        // Submitted, the modal closes.
        self.shared.modals.lock().unwrap().remove(&key);
        let data = json!({ "custom_id": custom_id, "components": submitted });
        let shown = modal.message.map(|m| {
            let stored = self.stored(m).expect("the modal's message is known");
            let mut shown = stored_json(m, &stored);
            if let Some(guild) = surface.guild() {
                shown["guild_id"] = json!(guild.to_string());
            }
            shown
        });
        let (id, interaction) =
            self.interaction_at(5, surface, user, data, modal.owners.clone(), shown);
        self.send_at(id, interaction);
        // message.mdx, "Modal Submit Interaction Metadata Structure".
        if let Some(sent) = self.shared.sent.lock().unwrap().get_mut(&id) {
            sent.metadata["triggering_interaction_metadata"] = modal.metadata;
        }
        id
    }

    fn stored(&self, message: u64) -> Option<Stored> {
        self.shared.messages.lock().unwrap().get(&message).cloned()
    }

    /// The message `message`, as `user` at `surface` sees it; a panic when the
    /// double made no such message, when it is elsewhere, or when it is ephemeral
    /// and not `user`'s: receiving-and-responding.mdx, "Create Followup Message":
    /// the `EPHEMERAL` flag makes "a message that only the user can see".
    fn visible_message(&self, surface: Surface, user: &Value, message: u64) -> Stored {
        let stored = self
            .stored(message)
            .unwrap_or_else(|| panic!("the double made no message {message} for the bot"));
        let here = surface.channel(id_of(user));
        assert_eq!(
            stored.channel, here,
            "message {message} is in channel {}, not at {surface:?}",
            stored.channel
        );
        if stored.flags & 64 != 0 {
            assert_eq!(
                stored.user,
                Some(id_of(user)),
                "message {message} is ephemeral: only its interaction's user sees it, not {}",
                name_of(user)
            );
        }
        stored
    }

    /// A user enters `surface`: the double learns which channels the bot is not in.
    fn enter(&self, surface: Surface, user: &Value) {
        let user_id = id_of(user);
        // (Checked before any lock is taken: a panic must poison none.)
        match surface {
            Surface::Guild {
                installed: true,
                guild,
                ..
            } => {
                let stranger = self.shared.strangers.lock().unwrap().contains(&user_id);
                assert!(
                    !stranger,
                    "{} shares no server with the bot, yet is in server {guild}, which added it",
                    name_of(user)
                );
            }
            Surface::GroupDm { channel } => {
                let members = self.shared.group_dms.lock().unwrap().get(&channel).cloned();
                if let Some(members) = members {
                    assert!(
                        members.contains(&user_id),
                        "{} is not in group DM {channel}",
                        name_of(user)
                    );
                }
            }
            _ => {}
        }
        let mut foreign = self.shared.foreign_channels.lock().unwrap();
        match surface {
            Surface::Guild {
                channel,
                installed: true,
                ..
            } => {
                foreign.remove(&channel);
            }
            Surface::Guild { channel, .. }
            | Surface::Dm { channel }
            | Surface::GroupDm { channel } => {
                foreign.insert(channel);
            }
            Surface::BotDm => {}
        }
    }

    /// The owners of an interaction on a message no interaction made (the bot
    /// posted it): receiving-and-responding.mdx, "Authorizing Integration Owners
    /// Object": `"0"` is the server's id in a server, `"0"` in the bot's DM; `"1"`
    /// the authorizing user's id. The docs do not say whose user install counts
    /// for a component on such a message; the double names the presser's.
    fn owners_without_interaction(&self, surface: Surface, user: u64) -> Value {
        let mut owners = Map::new();
        match surface {
            Surface::Guild {
                guild,
                installed: true,
                ..
            } => {
                owners.insert("0".into(), json!(guild.to_string()));
            }
            Surface::BotDm if !self.shared.strangers.lock().unwrap().contains(&user) => {
                owners.insert("0".into(), json!("0"));
            }
            _ => {}
        }
        if self.shared.installed_users.lock().unwrap().contains(&user) {
            owners.insert("1".into(), json!(user.to_string()));
        }
        Value::Object(owners)
    }

    /// The registered command `name` that `user` sees at `surface`: the command,
    /// the server it is registered to (None: global), and the interaction's
    /// `authorizing_integration_owners`; or why Discord does not show it.
    ///
    /// application-commands.mdx: "Guild commands are available only within the
    /// guild specified on creation", "Guild commands are not available in DMs";
    /// `integration_types` and `contexts` are "only for globally-scoped commands".
    /// A global command: `integration_types` "defaults to `GUILD_INSTALL` (`[0]`)",
    /// `contexts` "defaults to all contexts `[0,1,2]`" (Bulk Overwrite, JSON
    /// Params; the deprecated `dm_permission: false` keeps it from the bot's DM).
    /// receiving-and-responding.mdx, "Authorizing Integration Owners Object": a
    /// key is present if the app was authorized to that installation context, the
    /// context supports it, and the command's `integration_types` include it; "0"
    /// is the server's id in a server and "0" in the bot's DM (where "an
    /// individual app's global commands are also available in DMs if that app has
    /// a bot that shares a mutual guild with the user"); application.mdx, "Installation
    /// Context": "apps installed only to a server can't be accessed within a
    /// user's DMs", so never in a PRIVATE_CHANNEL; "1" is the installing user's id.
    fn command_here(
        &self,
        surface: Surface,
        user: u64,
        name: &str,
    ) -> Result<(Value, Option<u64>, Value), String> {
        let registered = self.shared.registered.lock().unwrap().clone();
        if !registered.any {
            return Err("no commands are registered yet (await wait_for_commands)".into());
        }
        let named = |list: &Vec<Value>| list.iter().find(|c| c["name"] == name).cloned();
        let mut why = Vec::new();
        for (guild, list) in &registered.guilds {
            let Some(command) = named(list) else { continue };
            match surface {
                Surface::Guild {
                    guild: here,
                    installed: true,
                    ..
                } if here == *guild => {
                    return Ok((command, Some(*guild), json!({ "0": guild.to_string() })));
                }
                Surface::Guild {
                    guild: here,
                    installed: false,
                    ..
                } if here == *guild => why.push(format!(
                    "it is registered to server {guild}, which has not added the app"
                )),
                _ => why.push(format!(
                    "it is registered to server {guild} only (guild commands are available \
                     only within their guild, never in DMs)"
                )),
            }
        }
        let Some(command) = named(&registered.global) else {
            if why.is_empty() {
                why.push("no such command is registered".into());
            }
            return Err(why.join("; "));
        };
        let types = ids(&command["integration_types"]).unwrap_or(vec![GUILD_INSTALL]);
        let contexts = ids(&command["contexts"]).unwrap_or_else(|| {
            if command["dm_permission"] == json!(false) {
                vec![GUILD, PRIVATE_CHANNEL]
            } else {
                vec![GUILD, BOT_DM, PRIVATE_CHANNEL]
            }
        });
        if !contexts.contains(&surface.context()) {
            why.push(format!(
                "its contexts {contexts:?} leave out context {}",
                surface.context()
            ));
            return Err(why.join("; "));
        }
        let mut owners = Map::new();
        if types.contains(&GUILD_INSTALL) {
            match surface {
                Surface::Guild {
                    guild,
                    installed: true,
                    ..
                } => {
                    owners.insert("0".into(), json!(guild.to_string()));
                }
                Surface::BotDm if !self.shared.strangers.lock().unwrap().contains(&user) => {
                    owners.insert("0".into(), json!("0"));
                }
                _ => {}
            }
        }
        let installed = self.shared.installed_users.lock().unwrap().contains(&user);
        if types.contains(&USER_INSTALL) && installed {
            owners.insert("1".into(), json!(user.to_string()));
        }
        if owners.is_empty() {
            why.push(format!(
                "its integration_types are {types:?}, the user {} installed the app{}",
                if installed { "has" } else { "has not" },
                match surface {
                    Surface::Guild {
                        installed: false, ..
                    } => ", and the server did not add it",
                    Surface::BotDm => ", and shares no server with the bot",
                    _ => "",
                }
            ));
            return Err(why.join("; "));
        }
        Ok((command, None, Value::Object(owners)))
    }

    /// An interaction from `surface` as receiving-and-responding.mdx, "Interaction
    /// Structure" describes it: `member` in a server and `user` elsewhere (\*\*),
    /// `guild_id` and `guild_locale` only in a server, `context`,
    /// `authorizing_integration_owners`, `app_permissions`, the partial `channel`,
    /// and `message` for a component or a modal opened from one.
    fn interaction_at(
        &self,
        kind: u64,
        surface: Surface,
        user: &Value,
        data: Value,
        owners: Value,
        message: Option<Value>,
    ) -> (u64, Value) {
        let id = self.next_id();
        let user_id = id_of(user);
        let (locale, guild_locale) = self.locales.lock().unwrap().clone();
        let channel = surface.channel(user_id);
        let app_permissions = match surface {
            Surface::Guild {
                installed: true, ..
            } => guild_app_permissions(&self.shared),
            Surface::BotDm => BOT_DM_APP_PERMISSIONS,
            _ => PRIVATE_APP_PERMISSIONS,
        };
        let mut interaction = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "channel_id": channel.to_string(),
            "channel": { "id": channel.to_string(), "type": surface.channel_type() },
            "token": format!("itoken-{id}"),
            "version": 1,
            "app_permissions": app_permissions.to_string(),
            "locale": locale,
            "entitlements": [],
            "authorizing_integration_owners": owners,
            "context": surface.context(),
            "attachment_size_limit": self.upload_limit(),
        });
        match surface.guild() {
            Some(guild) => {
                interaction["guild_id"] = json!(guild.to_string());
                interaction["guild_locale"] = json!(guild_locale);
                interaction["member"] = json!({
                    "user": user,
                    "roles": [],
                    "joined_at": "2024-01-01T00:00:00.000000+00:00",
                    "deaf": false,
                    "mute": false,
                    "flags": 0,
                    "permissions": if self.shared.no_external_apps.lock().unwrap().contains(&guild) {
                        MEMBER_PERMISSIONS & !permission::USE_EXTERNAL_APPS
                    } else {
                        MEMBER_PERMISSIONS
                    }
                    .to_string(),
                });
            }
            None => interaction["user"] = user.clone(),
        }
        if let Some(message) = message {
            interaction["message"] = message;
        }
        (id, interaction)
    }

    fn send_at(&self, id: u64, interaction: Value) {
        self.check_decodes(&interaction);
        self.send_down(id, interaction, false);
    }
}

/// What the double remembers of an interaction it sends.
pub(super) fn sent(interaction: &Value, legacy: bool) -> Sent {
    let number = |v: &Value| v.as_str().and_then(|s| s.parse::<u64>().ok());
    let kind = interaction["type"].as_u64().unwrap_or(0);
    let user = if interaction["member"]["user"].is_object() {
        interaction["member"]["user"].clone()
    } else {
        interaction["user"].clone()
    };
    let owners = interaction["authorizing_integration_owners"].clone();
    let message = number(&interaction["message"]["id"]);
    // message.mdx, "Message Interaction Metadata Object".
    let mut metadata = json!({
        "id": interaction["id"],
        "type": kind,
        "user": user,
        "authorizing_integration_owners": owners,
    });
    if kind == 3 {
        metadata["interacted_message_id"] = interaction["message"]["id"].clone();
    }
    Sent {
        kind,
        user: number(&user["id"]).unwrap_or(0),
        guild: number(&interaction["guild_id"]),
        channel: number(&interaction["channel_id"]).unwrap_or(0),
        owners,
        message,
        metadata,
        legacy,
        original: legacy.then_some(ORIGINAL_MESSAGE_ID),
        followups: Vec::new(),
        followups_accepted: 0,
        json: interaction.clone(),
    }
}
