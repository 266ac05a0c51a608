package dev.catalogkit.cli;

import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A duration as {@code 90s}, {@code 5m}, {@code 1h}, a number of seconds, or ISO-8601. */
final class DurationConverter implements ITypeConverter<Duration> {
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
      throw new TypeConversionException("'" + value + "' is no duration (90s, 5m, 1h or PT1M30S)");
    }
  }
}
