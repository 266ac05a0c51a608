package dev.catalogkit.http;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
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

  /** Grows during a run: tokens obtained (and renewed) with the client credential join it. */
  private final Set<String> secrets = ConcurrentHashMap.newKeySet();

  public Redactor(Set<String> secrets) {
    this.secrets.addAll(secrets);
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
    secrets.add(secret);
    return this;
  }
}
