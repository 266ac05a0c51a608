package dev.catalogkit.http;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntPredicate;
import java.util.regex.Pattern;

/**
 * Removes credentials before anything is written: header values whose name carries a secret, and
 * the secrets the user configured (token, credential, the value of every extra header not declared
 * public) wherever they appear in text — also where a server reflects them into its answers.
 */
public final class Redactor {

  static final String REDACTED = "<redacted>";
  private static final Pattern SECRET_HEADER_WORDS =
      Pattern.compile("authorization|cookie|token|secret|api-key|apikey|credential");

  /**
   * Each secret as it may appear in text: as it is, and in the forms a JSON answer may carry it
   * ({@code \}{@code u0041} escapes, escaped slashes and quotes). Grows during a run: tokens
   * obtained (and renewed) with the client credential join it.
   */
  private final Set<String> secrets = ConcurrentHashMap.newKeySet();

  public Redactor(Set<String> secrets) {
    secrets.forEach(this::learn);
  }

  public static Redactor forTarget(TargetConfig target) {
    Set<String> secrets = new HashSet<>();
    if (target.token() != null) {
      secrets.add(target.token());
    }
    if (target.credential() != null) {
      secrets.add(target.credential());
      int colon = target.credential().indexOf(':');
      if (colon >= 0 && colon + 1 < target.credential().length()) {
        secrets.add(target.credential().substring(colon + 1));
      }
    }
    target
        .headers()
        .forEach(
            (name, value) -> {
              if (!target.isPublicHeader(name)) {
                secrets.add(value);
              }
            });
    secrets.removeIf(secret -> secret.length() < 4);
    return new Redactor(secrets);
  }

  public static boolean isSecretHeader(String name) {
    return SECRET_HEADER_WORDS.matcher(name.toLowerCase(Locale.ROOT)).find();
  }

  public Map<String, String> headers(Map<String, String> headers) {
    Map<String, String> safe = new LinkedHashMap<>();
    headers.forEach((name, value) -> safe.put(name, isSecretHeader(name) ? REDACTED : text(value)));
    return safe;
  }

  /** The target's URL as it may be shown. */
  public String url(TargetConfig target) {
    return text(target.baseUri().toString());
  }

  public String text(String text) {
    if (text == null) {
      return null;
    }
    String safe = text;
    for (String secret : secrets) {
      safe = safe.replace(secret, REDACTED);
    }
    return safe;
  }

  /** Learns a secret found at run time, such as a token the server issued; returns this. */
  public Redactor learn(String secret) {
    secrets.addAll(formsOf(secret));
    return this;
  }

  /** A secret as written as it is, and as a JSON string may write it. */
  private static Set<String> formsOf(String secret) {
    Set<String> forms = new HashSet<>();
    forms.add(secret);
    forms.add(secret.replace("\\", "\\\\").replace("\"", "\\\"").replace("/", "\\/"));
    for (String hex : List.of("%04x", "%04X")) {
      forms.add(escaped(secret, hex, c -> true));
      forms.add(escaped(secret, hex, c -> c < 0x20 || c > 0x7e));
    }
    return forms;
  }

  private static String escaped(String secret, String hex, IntPredicate escape) {
    StringBuilder out = new StringBuilder();
    secret
        .chars()
        .forEach(c -> out.append(escape.test(c) ? "\\u" + String.format(hex, c) : (char) c));
    return out.toString();
  }
}
