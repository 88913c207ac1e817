//! The interactions the fake Discord pushes down the gateway, as Discord builds
//! them: slash commands (by a member with permissions and roles, in a server, a
//! channel or a DM), button presses, and the resolved users, channels and roles
//! that come with them.

use std::time::Instant;

use serde_json::{json, Value};

use super::surfaces::guild_app_permissions;
use super::{channel_of, user_json, FakeDiscord, APP_ID, BOT_ID, CHANNEL_ID, GUILD_ID};

impl FakeDiscord {
    /// An interaction's id, a snowflake as Discord makes them: the ms since Discord's
    /// epoch (2015-01-01) in the top 42 bits, so that the bot reads from it when the
    /// interaction was received; a counter in the low bits keeps ids unique.
    pub(super) fn next_id(&self) -> u64 {
        const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
        let mut n = self.next_interaction.lock().unwrap();
        *n += 1;
        let now_ms = (std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64
            + self.clock_skew_ms()) as u64;
        ((now_ms - DISCORD_EPOCH_MS) << 22) | (*n & 0x3f_ffff)
    }

    fn base_interaction(&self, kind: u8, user: &Value, data: Value) -> (u64, Value) {
        self.base_interaction_in(kind, user, data, GUILD_ID)
    }

    fn base_interaction_in(&self, kind: u8, user: &Value, data: Value, guild: u64) -> (u64, Value) {
        let id = self.next_id();
        let (locale, guild_locale) = self.locales.lock().unwrap().clone();
        let interaction = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "guild_id": guild.to_string(),
            "channel_id": channel_of(guild).to_string(),
            "user": user,
            "token": format!("itoken-{id}"),
            "version": 1,
            "app_permissions": guild_app_permissions(&self.shared).to_string(),
            "locale": locale,
            "guild_locale": guild_locale,
            "entitlements": [],
            // receiving-and-responding.mdx, "Authorizing Integration Owners Object":
            // a server that added the app, the key `"0"` naming the server.
            "authorizing_integration_owners": { "0": guild.to_string() },
            "context": 0,
            "attachment_size_limit": self.upload_limit(),
        });
        (id, interaction)
    }

    /// Send an interaction over the gateway after checking that serenity decodes it
    /// (an undecodable one would silently become `Event::Unknown`).
    fn push(&self, id: u64, interaction: Value) {
        self.check_decodes(&interaction);
        self.push_unchecked(id, interaction);
    }

    pub(super) fn check_decodes(&self, interaction: &Value) {
        serde_json::from_value::<serenity::model::application::Interaction>(interaction.clone())
            .unwrap_or_else(|e| panic!("fake interaction does not decode: {e}\n{interaction:#}"));
    }

    /// A slash command sent as it is, even one serenity cannot decode (an option
    /// whose value is not of its type): what a garbled or forged message would be.
    pub fn command_unchecked(&self, user: &Value, name: &str, options: Value) -> u64 {
        let data = command_data(name, options, &[], GUILD_ID);
        let (id, interaction) = self.base_interaction(2, user, data);
        self.push_unchecked(id, interaction);
        id
    }

    /// Remember that interaction `id` is of `kind` (2 command, 3 component, 4
    /// autocomplete), as the fake does for every interaction it sends.
    pub fn note_interaction(&self, id: u64, kind: u64) {
        self.shared
            .interaction_kinds
            .lock()
            .unwrap()
            .insert(id.to_string(), kind);
    }

    fn push_unchecked(&self, id: u64, interaction: Value) {
        self.send_down(id, interaction, true);
    }

    /// Send an interaction down the gateway, remembering it (`legacy`: sent by a
    /// helper older than surfaces, whose original response is always
    /// [`super::ORIGINAL_MESSAGE_ID`]).
    pub(super) fn send_down(&self, id: u64, interaction: Value, legacy: bool) {
        self.note_interaction(id, interaction["type"].as_u64().unwrap_or(0));
        self.shared
            .sent
            .lock()
            .unwrap()
            .insert(id, super::surfaces::sent(&interaction, legacy));
        self.shared
            .pushed
            .lock()
            .unwrap()
            .insert(id, Instant::now());
        if let Some(channel) = interaction["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
        {
            self.shared
                .interaction_channels
                .lock()
                .unwrap()
                .insert(id, channel);
        }
        self.events.send(interaction).expect("the bot is connected");
    }

    /// A slash command (type 2) or its autocomplete (type 4). `options` are Discord's
    /// option objects; `users` go into `resolved`.
    pub fn command(
        &self,
        user: &Value,
        name: &str,
        options: Value,
        users: &[Value],
        autocomplete: bool,
    ) -> u64 {
        self.command_in(user, name, options, users, autocomplete, true)
    }

    /// A slash command by a member of the test server with these permissions (a
    /// bit set as Discord sends it: 32 is Manage Server).
    pub fn command_as_member(
        &self,
        user: &Value,
        name: &str,
        options: Value,
        permissions: u64,
    ) -> u64 {
        self.command_as_member_with_roles(user, name, options, permissions, &[])
    }

    /// The same by a member who has these roles.
    pub fn command_as_member_with_roles(
        &self,
        user: &Value,
        name: &str,
        options: Value,
        permissions: u64,
        roles: &[u64],
    ) -> u64 {
        let data = command_data(name, options, &[], GUILD_ID);
        let (id, mut interaction) = self.base_interaction(2, user, data);
        let roles: Vec<String> = roles.iter().map(u64::to_string).collect();
        interaction["member"] = json!({
            "user": user,
            "roles": roles,
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "deaf": false,
            "mute": false,
            "flags": 0,
            "permissions": permissions.to_string(),
        });
        self.push(id, interaction);
        id
    }

    /// A slash command in another server than the one test server.
    pub fn command_in_server(
        &self,
        guild: u64,
        user: &Value,
        name: &str,
        options: Value,
        users: &[Value],
    ) -> u64 {
        let data = command_data(name, options, users, guild);
        let (id, interaction) = self.base_interaction_in(2, user, data, guild);
        self.push(id, interaction);
        id
    }

    /// A button press in another server than the one test server.
    pub fn press_in_server(
        &self,
        guild: u64,
        user: &Value,
        custom_id: &str,
        message_content: &str,
        components: Value,
    ) -> u64 {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let (id, mut interaction) = self.base_interaction_in(3, user, data, guild);
        interaction["message"] = message_json(555, message_content, components);
        interaction["message"]["channel_id"] = json!(channel_of(guild).to_string());
        interaction["message"]["guild_id"] = json!(guild.to_string());
        self.push(id, interaction);
        id
    }

    /// A slash command in a server (`in_guild`) or in a direct message with the bot.
    pub fn command_in(
        &self,
        user: &Value,
        name: &str,
        options: Value,
        users: &[Value],
        autocomplete: bool,
        in_guild: bool,
    ) -> u64 {
        let mut data = command_data(name, options, users, GUILD_ID);
        let (id, mut interaction) =
            self.base_interaction(if autocomplete { 4 } else { 2 }, user, data.clone());
        if !in_guild {
            // A direct message: no server, and the user at the top (not a member).
            data.as_object_mut().unwrap().remove("guild_id");
            interaction["data"] = data;
            let object = interaction.as_object_mut().unwrap();
            object.remove("guild_id");
            object.remove("guild_locale");
            // The DM with the bot (BOT_DM), reached through the server install: the
            // owner `"0"` is `"0"` there, and the app's permissions are those of
            // receiving-and-responding.mdx (see `fake_surfaces.rs`).
            object.insert("context".into(), json!(1));
            object.insert("authorizing_integration_owners".into(), json!({ "0": "0" }));
            object.insert(
                "app_permissions".into(),
                json!(super::surfaces::BOT_DM_APP_PERMISSIONS.to_string()),
            );
        }
        self.push(id, interaction);
        id
    }

    /// A button press (type 3) on a message that carries `components`.
    pub fn press(
        &self,
        user: &Value,
        custom_id: &str,
        message_content: &str,
        components: Value,
    ) -> u64 {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let (id, mut interaction) = self.base_interaction(3, user, data);
        interaction["message"] = message_json(555, message_content, components);
        self.push(id, interaction);
        id
    }

    /// A choice made in a string select (a component interaction, `component_type`
    /// 3, with the chosen `values`; components/reference.mdx, "String Select
    /// Interaction") on a message that carries `components`, sent as Discord sends
    /// it: the select's custom id and the values of the options chosen.
    pub fn select(
        &self,
        user: &Value,
        custom_id: &str,
        values: &[&str],
        message_content: &str,
        components: Value,
    ) -> u64 {
        let data = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
        let (id, mut interaction) = self.base_interaction(3, user, data);
        interaction["message"] = message_json(555, message_content, components);
        self.push(id, interaction);
        id
    }

    /// Close `user`'s direct messages to the bot.
    pub fn close_dms(&self, user: u64) {
        self.shared.closed_dms.lock().unwrap().insert(user);
    }

    /// Take away the bot's permission to create threads.
    pub fn forbid_threads(&self) {
        *self.shared.threads_forbidden.lock().unwrap() = true;
    }

    /// A slash command typed in `channel` (a thread, say) of the test server.
    pub fn command_in_channel(
        &self,
        channel: u64,
        user: &Value,
        name: &str,
        options: Value,
        users: &[Value],
    ) -> u64 {
        let data = command_data(name, options, users, GUILD_ID);
        let (id, mut interaction) = self.base_interaction(2, user, data);
        interaction["channel_id"] = json!(channel.to_string());
        self.push(id, interaction);
        id
    }

    /// A button press in `channel` on message `message` that carries `components`.
    pub fn press_in_channel(
        &self,
        channel: u64,
        message: u64,
        user: &Value,
        custom_id: &str,
        components: Value,
    ) -> u64 {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let (id, mut interaction) = self.base_interaction(3, user, data);
        interaction["channel_id"] = json!(channel.to_string());
        interaction["message"] = message_json(message, "", components);
        interaction["message"]["channel_id"] = json!(channel.to_string());
        self.push(id, interaction);
        id
    }
}

/// The (type, value) of every option, sub-commands' options included.
fn option_values(options: &Value, out: &mut Vec<(u64, String)>) {
    for o in options.as_array().into_iter().flatten() {
        match (o["type"].as_u64(), o["value"].as_str()) {
            (Some(1 | 2), _) => option_values(&o["options"], out),
            (Some(kind), Some(value)) => out.push((kind, value.to_string())),
            _ => {}
        }
    }
}

/// A role as Discord resolves it in an interaction (the role object).
fn role_json(id: &str) -> Value {
    json!({
        "id": id, "name": "organisers", "color": 0, "hoist": false, "icon": null,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "unicode_emoji": null, "position": 1, "permissions": "0", "managed": false,
        "mentionable": false, "flags": 0,
    })
}

/// A slash command's `data`: its name, options, and what they name, resolved as
/// Discord resolves it (in sub-commands' options too): the `users` given whole,
/// channels as partial channels, roles whole.
pub(super) fn command_data(name: &str, options: Value, users: &[Value], guild: u64) -> Value {
    let resolved_users: serde_json::Map<String, Value> = users
        .iter()
        .map(|u| (u["id"].as_str().unwrap().to_string(), u.clone()))
        .collect();
    let mut named = Vec::new();
    option_values(&options, &mut named);
    let channels: serde_json::Map<String, Value> = named
        .iter()
        .filter(|(kind, _)| *kind == 7)
        .map(|(_, c)| {
            let channel = json!({"id": c, "name": "puzzles", "type": 0, "permissions": "0"});
            (c.clone(), channel)
        })
        .collect();
    let roles: serde_json::Map<String, Value> = named
        .iter()
        .filter(|(kind, _)| *kind == 8)
        .map(|(_, r)| (r.clone(), role_json(r)))
        .collect();
    json!({
        "id": "800000000000000001",
        "name": name,
        "type": 1,
        "options": options,
        "resolved": { "users": resolved_users, "channels": channels, "roles": roles },
        "guild_id": guild.to_string(),
    })
}

/// A whole message object, as Discord sends it inside component interactions.
pub fn message_json(id: u64, content: &str, components: Value) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": CHANNEL_ID.to_string(),
        "guild_id": GUILD_ID.to_string(),
        "author": user_json(BOT_ID, "washogi", true),
        "content": content,
        "timestamp": "2026-11-29T12:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "components": components,
    })
}
