package dev.catalogkit.cli;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.engine.Typos;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code --config FILE}: the options of a run as YAML, one key per option, named as the option
 * without its dashes ({@code target}, {@code fail-on}, {@code exclude-area}); a list for a
 * repeatable option, a map for {@code header} and {@code image-env}, {@code true} or {@code false}
 * for a flag. Secrets are never written in it: {@code token-env}, {@code credential-env} and {@code
 * header-env} name the environment variables that hold them, and a {@code header} value must be one
 * {@code header-public} lists. An unknown key or a secret is a usage error.
 */
final class ConfigFile {

  static final ConfigFile NONE = new ConfigFile(Path.of(""), Map.of(), Map.of());
  static final String HEADER = "header";
  static final String ENV_SUFFIX = "-env";

  /** Options whose values are secrets: the file names the variable that holds them. */
  private static final Set<String> SECRETS = Set.of("token", "credential", HEADER);

  private static final String PUBLIC_HEADERS = "header-public";
  private static final ObjectMapper YAML =
      new ObjectMapper(new YAMLFactory()).enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  private final Path file;
  private final Map<String, JsonNode> entries;
  private final Map<String, String> environment;

  private ConfigFile(Path file, Map<String, JsonNode> entries, Map<String, String> environment) {
    this.file = file;
    this.entries = entries;
    this.environment = environment;
  }

  /** Reads the file and checks its keys against the options it may set, before any request. */
  static ConfigFile read(Path file, List<OptionSpec> options, Map<String, String> environment) {
    JsonNode root;
    try {
      root = YAML.readTree(file.toFile());
    } catch (IOException unreadable) {
      throw new RunAborted(
          OptionSources.CONFIG + " " + file + " cannot be read: " + OneLine.of(unreadable));
    }
    if (root == null || root.isMissingNode() || root.isNull()) {
      return new ConfigFile(file, Map.of(), environment);
    }
    if (!root.isObject()) {
      throw new RunAborted(file + ": expected a map of option names to values");
    }
    Map<String, JsonNode> entries = new LinkedHashMap<>();
    root.fields().forEachRemaining(entry -> entries.put(entry.getKey(), entry.getValue()));
    ConfigFile config = new ConfigFile(file, entries, environment);
    config.checkKeys(options.stream().map(OptionSources::key).collect(Collectors.toSet()));
    return config;
  }

  /** The command-line words the file gives this option; empty when it does not set it. */
  Optional<List<String>> words(OptionSpec option) {
    String key = OptionSources.key(option);
    List<String> words = new ArrayList<>();
    if (SECRETS.contains(key)) {
      words.addAll(secretWords(option));
    }
    JsonNode value = entries.get(key);
    if (value != null && !value.isNull()) {
      words.addAll(plainWords(option, value));
    }
    boolean set = entries.containsKey(key) || entries.containsKey(key + ENV_SUFFIX);
    return set ? Optional.of(words) : Optional.empty();
  }

  private void checkKeys(Set<String> optionKeys) {
    Set<String> valid = new LinkedHashSet<>();
    for (String key : optionKeys) {
      valid.add(SECRETS.contains(key) ? key + ENV_SUFFIX : key);
    }
    valid.add(HEADER);
    for (String key : entries.keySet()) {
      if (SECRETS.contains(key) && !key.equals(HEADER)) {
        throw new RunAborted(
            file
                + ": "
                + key
                + " is a secret and never written in a file; name the environment"
                + " variable that holds it: "
                + key
                + ENV_SUFFIX
                + ": VARIABLE");
      }
      if (!valid.contains(key)) {
        List<String> meant = Typos.likelyMeant(key, valid);
        throw new RunAborted(
            file
                + ": unknown key "
                + key
                + (meant.isEmpty()
                    ? " (keys are option names without --, see --help)"
                    : ", did you mean " + String.join(" or ", meant) + "?"));
      }
    }
    entries.getOrDefault(HEADER, YAML.nullNode()).fieldNames().forEachRemaining(this::publicHeader);
  }

  /** A header value may stand in the file only when it is public: a secret's place is the env. */
  private void publicHeader(String name) {
    JsonNode listed = entries.get(PUBLIC_HEADERS);
    boolean isPublic = false;
    if (listed != null) {
      for (JsonNode each : listed.isArray() ? listed : List.of(listed)) {
        isPublic |= each.asText().equalsIgnoreCase(name);
      }
    }
    if (!isPublic) {
      throw new RunAborted(
          file
              + ": the value of header "
              + name
              + " is a secret unless "
              + PUBLIC_HEADERS
              + " lists it; name the environment variable that holds it: "
              + HEADER
              + ENV_SUFFIX
              + ": {"
              + name
              + ": VARIABLE}");
    }
  }

  /** {@code token-env: VARIABLE}, {@code header-env: {NAME: VARIABLE}}: the variables' values. */
  private List<String> secretWords(OptionSpec option) {
    String key = OptionSources.key(option) + ENV_SUFFIX;
    JsonNode named = entries.get(key);
    if (named == null || named.isNull()) {
      return List.of();
    }
    if (option.typeInfo().isMap()) {
      require(named.isObject(), key, "a map of header names to variable names");
      List<String> words = new ArrayList<>();
      named
          .fields()
          .forEachRemaining(
              header ->
                  words.addAll(
                      List.of(
                          option.longestName(),
                          header.getKey() + "=" + variableValue(key, header.getValue()))));
      return words;
    }
    return List.of(option.longestName(), variableValue(key, named));
  }

  private String variableValue(String key, JsonNode variable) {
    require(variable.isTextual(), key, "the name of an environment variable");
    String value = environment.get(variable.asText());
    if (value == null || value.isEmpty()) {
      throw new RunAborted(
          file
              + ": "
              + key
              + " names the environment variable "
              + variable.asText()
              + ", which is not set");
    }
    return value;
  }

  private List<String> plainWords(OptionSpec option, JsonNode value) {
    String key = OptionSources.key(option);
    String name = option.longestName();
    if (OptionSources.flag(option)) {
      require(value.isBoolean(), key, "true or false");
      return value.asBoolean() ? List.of(name) : List.of();
    }
    List<String> words = new ArrayList<>();
    if (option.typeInfo().isMap()) {
      require(value.isObject(), key, "a map of names to values");
      value
          .fields()
          .forEachRemaining(
              entry ->
                  words.addAll(
                      List.of(name, entry.getKey() + "=" + scalar(key, entry.getValue()))));
      return words;
    }
    if (option.isMultiValue()) {
      for (JsonNode each : value.isArray() ? value : List.of(value)) {
        words.addAll(List.of(name, scalar(key, each)));
      }
      return words;
    }
    return List.of(name, scalar(key, value));
  }

  private String scalar(String key, JsonNode value) {
    require(value.isValueNode(), key, "a single value");
    return value.asText();
  }

  private void require(boolean holds, String key, String expected) {
    if (!holds) {
      throw new RunAborted(file + ": " + key + " takes " + expected);
    }
  }
}
