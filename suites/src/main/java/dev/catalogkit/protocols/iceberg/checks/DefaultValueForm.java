package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.JsonValue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The serialization the Create a view page documents for a typed default value (the {@code
 * ...TypeValue} schemas of {@code initial-default} and {@code write-default}), per primitive type.
 * It fixes the form of an answered value, not the value: ICE-VCR-08 judges the form only.
 *
 * @param description the documented form, for the report
 * @param string whether the value is a JSON string (else a JSON boolean or number)
 * @param pattern what the string, or the JSON text of a boolean or number, must match
 */
record DefaultValueForm(String description, boolean string, Pattern pattern) {

  private static final Pattern DECIMAL =
      Pattern.compile("decimal\\(\\s*\\d+\\s*,\\s*(-?\\d+)\\s*\\)");
  private static final Pattern FIXED = Pattern.compile("fixed\\[(\\d+)]");
  private static final String DATE = "\\d{4}-\\d{2}-\\d{2}";
  private static final String OFFSET = "[+-]\\d{2}:\\d{2}";

  /** The documented form of a default value of this primitive type. */
  static DefaultValueForm of(String type) {
    Matcher decimal = DECIMAL.matcher(type);
    if (decimal.matches()) {
      return decimal(Integer.parseInt(decimal.group(1)));
    }
    Matcher fixed = FIXED.matcher(type);
    if (fixed.matches()) {
      int bytes = Integer.parseInt(fixed.group(1));
      return text("upper-case hex of " + bytes + " bytes", "[0-9A-F]{" + 2 * bytes + "}");
    }
    return switch (type) {
      case "boolean" -> json("a JSON boolean", "true|false");
      case "int", "long" -> json("a JSON integer", "-?\\d+");
      case "float", "double" -> json("a JSON number", "-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?");
      case "string" -> text("a string", "(?s).*");
      case "uuid" ->
          text(
              "a lower-case 36-character UUID",
              "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
      case "date" -> text("YYYY-MM-DD", DATE);
      case "time" -> text("HH:MM:SS.ssssss", time(6));
      case "timestamp" -> text("YYYY-MM-DDTHH:MM:SS.ssssss", DATE + "T" + time(6));
      case "timestamptz" -> text("YYYY-MM-DDTHH:MM:SS.ssssss+00:00", DATE + "T" + time(6) + OFFSET);
      case "timestamp_ns" -> text("YYYY-MM-DDTHH:MM:SS.sssssssss", DATE + "T" + time(9));
      case "timestamptz_ns" ->
          text("YYYY-MM-DDTHH:MM:SS.sssssssss+00:00", DATE + "T" + time(9) + OFFSET);
      case "binary" -> text("upper-case hex", "([0-9A-F]{2})*");
      default -> throw new IllegalArgumentException("no documented form for type " + type);
    };
  }

  boolean matches(JsonValue value) {
    if (value.isText() != string) {
      return false;
    }
    return pattern.matcher(string ? value.text() : value.toString()).matches();
  }

  /** Plain text with as many fraction digits as the scale; scientific with a negative scale. */
  private static DefaultValueForm decimal(int scale) {
    if (scale > 0) {
      return text("plain text with " + scale + " fraction digits", "-?\\d+\\.\\d{" + scale + "}");
    }
    if (scale == 0) {
      return text("plain text without fraction digits", "-?\\d+");
    }
    return text("scientific notation with the exponent " + -scale, "-?\\d+(\\.\\d+)?E\\+" + -scale);
  }

  private static String time(int fractionDigits) {
    return "\\d{2}:\\d{2}:\\d{2}\\.\\d{" + fractionDigits + "}";
  }

  private static DefaultValueForm text(String description, String regex) {
    return new DefaultValueForm(
        "a string in the form " + description, true, Pattern.compile(regex));
  }

  private static DefaultValueForm json(String description, String regex) {
    return new DefaultValueForm(description, false, Pattern.compile(regex));
  }
}
