package dev.catalogkit.cli;

import dev.catalogkit.engine.RunAborted;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * Where an option of the certify command gets its value, first that has it: the command line, the
 * {@code --config} file ({@link ConfigFile}), the environment ({@link CatalogEnvironment}), the
 * option's default. The file's and the environment's values become command-line words put before
 * the user's, for the options the user did not give, so picocli parses and checks every value the
 * same way, and an option added to the command is covered without code of its own.
 */
final class OptionSources {

  static final String CONFIG = "--config";

  /** Options that do something else than set up a run: never taken from a file or a variable. */
  private static final Set<String> NOT_CONFIGURABLE = Set.of("config", "list");

  private OptionSources() {}

  /**
   * The words to run: the user's, preceded by those the file and the environment give.
   *
   * @param parser a command line like the one that will run, used only to see what was given
   * @throws RunAborted when the file is unreadable or holds a key or value it may not
   */
  static String[] arguments(CommandLine parser, String[] given, Map<String, String> environment) {
    ParseResult parsed;
    try {
      parsed = parser.parseArgs(given);
    } catch (CommandLine.ParameterException unparsable) {
      return given; // the run reports it, as without a file
    }
    Optional<Path> file = Optional.ofNullable(parsed.matchedOptionValue(CONFIG, (Path) null));
    if (parsed.subcommand() != null) {
      if (file.isPresent()) {
        throw new RunAborted(CONFIG + " sets up a certification run, not " + subcommand(parsed));
      }
      return given;
    }
    if (parsed.isUsageHelpRequested() || parsed.isVersionHelpRequested()) {
      return given;
    }
    List<OptionSpec> configurable = configurable(parser.getCommandSpec());
    ConfigFile config =
        file.map(path -> ConfigFile.read(path, configurable, environment)).orElse(ConfigFile.NONE);
    CatalogEnvironment variables = new CatalogEnvironment(environment);
    List<String> words = new ArrayList<>();
    for (OptionSpec option : configurable) {
      if (!parsed.hasMatchedOption(option)) {
        words.addAll(config.words(option).orElseGet(() -> variables.words(option)));
      }
    }
    words.addAll(List.of(given));
    return words.toArray(String[]::new);
  }

  /** The option's long name without its dashes: its key in the file. */
  static String key(OptionSpec option) {
    return option.longestName().replaceFirst("^-+", "").toLowerCase(Locale.ROOT);
  }

  /** Whether a value given once is the whole of it ({@code --target}), not one of several. */
  static boolean flag(OptionSpec option) {
    return option.arity().max() == 0;
  }

  /** The options a file or a variable may set: all but help, version, --list and --config. */
  static List<OptionSpec> configurable(CommandSpec command) {
    return command.options().stream().filter(OptionSources::configurable).toList();
  }

  private static boolean configurable(OptionSpec option) {
    return !option.usageHelp() && !option.versionHelp() && !NOT_CONFIGURABLE.contains(key(option));
  }

  private static String subcommand(ParseResult parsed) {
    return parsed.subcommand().commandSpec().name();
  }
}
