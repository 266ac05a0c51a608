package dev.catalogkit.cli;

import dev.catalogkit.engine.RunAborted;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The environment variables the kit reads, named by the convention of Apache Iceberg's REST
 * Compatibility Kit: {@code CATALOG_} and the option's name upper-cased, each {@code -} written
 * {@code __} ({@code --fail-on}: {@code CATALOG_FAIL__ON}, {@code --oauth2-server-uri}: {@code
 * CATALOG_OAUTH2__SERVER__URI}); {@code --target} is {@code CATALOG_URI}, the RCK's name for the
 * base URL. A repeatable option takes a comma-separated list, a flag {@code true} or {@code false};
 * headers come one variable each, {@code CATALOG_HEADER_X__TENANT} for {@code X-Tenant} (as the
 * RCK's {@code header.x-tenant}: {@code __} is {@code -}, {@code _} is {@code .}). Other {@code
 * CATALOG_} variables (the RCK's catalog properties) are left alone.
 */
final class CatalogEnvironment {

  static final String PREFIX = "CATALOG_";
  static final String HEADER_PREFIX = PREFIX + "HEADER_";

  private final Map<String, String> environment;

  CatalogEnvironment(Map<String, String> environment) {
    this.environment = environment;
  }

  /** The variable that holds an option's value; none for a map option but the headers. */
  static String variable(OptionSpec option) {
    String key = OptionSources.key(option);
    return key.equals("target")
        ? PREFIX + "URI"
        : PREFIX + key.toUpperCase(Locale.ROOT).replace("-", "__");
  }

  /** The command-line words the environment gives this option; none when it sets nothing. */
  List<String> words(OptionSpec option) {
    if (OptionSources.key(option).equals(ConfigFile.HEADER)) {
      return headers(option.longestName());
    }
    if (option.typeInfo().isMap()) {
      return List.of();
    }
    String name = variable(option);
    String value = environment.get(name);
    if (value == null || value.isBlank()) {
      return List.of();
    }
    if (OptionSources.flag(option)) {
      return switch (value.trim().toLowerCase(Locale.ROOT)) {
        case "true" -> List.of(option.longestName());
        case "false" -> List.of();
        default -> throw new RunAborted(name + " takes true or false, got " + value.trim());
      };
    }
    if (option.isMultiValue()) {
      List<String> words = new ArrayList<>();
      Arrays.stream(value.split(","))
          .map(String::trim)
          .filter(each -> !each.isEmpty())
          .forEach(each -> words.addAll(List.of(option.longestName(), each)));
      return words;
    }
    return List.of(option.longestName(), value);
  }

  private List<String> headers(String optionName) {
    List<String> words = new ArrayList<>();
    environment.entrySet().stream()
        .filter(variable -> variable.getKey().startsWith(HEADER_PREFIX))
        .sorted(Map.Entry.comparingByKey())
        .forEach(
            variable ->
                words.addAll(
                    List.of(
                        optionName, headerName(variable.getKey()) + "=" + variable.getValue())));
    return words;
  }

  private static String headerName(String variable) {
    return variable
        .substring(HEADER_PREFIX.length())
        .replace("__", "-")
        .replace('_', '.')
        .toLowerCase(Locale.ROOT);
  }
}
