package dev.catalogkit.cli;

import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.explore.Exploration;
import dev.catalogkit.explore.ExplorationJson;
import dev.catalogkit.explore.ExplorationResult;
import dev.catalogkit.explore.ExplorationSession;
import dev.catalogkit.explore.ExplorationText;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.http.TargetConfig;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * One exploration of a target as the command line runs it, for {@code explore} and for {@code
 * --explore} after a certification: its lines on the console (secrets redacted), {@code
 * exploration.json} in the report directory, and a replay line with the seed.
 */
final class ExplorationRun {

  private ExplorationRun() {}

  /** A seed of its own when the user gave none; printed, so the run can be replayed. */
  static long seedOr(Long given) {
    return given == null ? new SecureRandom().nextLong() : given;
  }

  static ExplorationResult run(
      PrintWriter out,
      ProtocolProfile protocol,
      TargetConfig target,
      ExploreOptions options,
      Path reportDir) {
    ExplorationResult result;
    try (ExplorationSession session = ExplorationSession.open(protocol, target)) {
      String shownTarget = session.redactor().url(target);
      out.println(
          "Exploration " + session.runId() + " of " + shownTarget + ", seed " + options.seed());
      result = new Exploration(session.explorer(), options, session::requestsSent).run();
      List<String> leftovers = session.cleanUp();
      ExplorationText.lines(result, protocol.catalogue())
          .forEach(line -> out.println(session.redactor().text(line)));
      leftovers.forEach(leftover -> out.println("LEFTOVER " + session.redactor().text(leftover)));
      Path written =
          ExplorationJson.write(
              ExplorationJson.of(
                  result,
                  protocol.catalogue(),
                  protocol.id(),
                  shownTarget,
                  session.runId(),
                  session.redactor()),
              reportDir,
              session.redactor());
      out.println("Exploration report: " + written.toAbsolutePath());
    }
    return result;
  }

  /** A duration as {@code 90s}, {@code 5m}, {@code 1h}, a number of seconds, or ISO-8601. */
  static final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
      String text = value.trim().toLowerCase(Locale.ROOT);
      try {
        if (text.startsWith("p")) {
          return Duration.parse(text.toUpperCase(Locale.ROOT));
        }
        char unit = text.charAt(text.length() - 1);
        String number = Character.isDigit(unit) ? text : text.substring(0, text.length() - 1);
        long amount = Long.parseLong(number);
        return switch (unit) {
          case 'm' -> Duration.ofMinutes(amount);
          case 'h' -> Duration.ofHours(amount);
          case 's' -> Duration.ofSeconds(amount);
          default -> {
            if (!Character.isDigit(unit)) {
              throw new IllegalArgumentException("unit " + unit);
            }
            yield Duration.ofSeconds(amount);
          }
        };
      } catch (RuntimeException unreadable) {
        throw new TypeConversionException(
            "'" + value + "' is no duration (90s, 5m, 1h or PT1M30S)");
      }
    }
  }
}
