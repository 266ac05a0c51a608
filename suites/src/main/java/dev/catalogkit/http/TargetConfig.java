package dev.catalogkit.http;

import java.net.URI;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Everything the kit needs to reach one server: where it is, which warehouse, how to authenticate,
 * extra headers, and the limits that keep a hostile server from hanging the kit.
 *
 * @param token a bearer token, or null
 * @param credential an OAuth2 client credential {@code id:secret} exchanged for a token, or null
 * @param requestTimeout the connect and read timeout, and the bound on one whole exchange
 * @param maxBodyBytes a response body larger than this is cut off and reported, not read
 * @param publicHeaders the names of {@code headers} whose values may be shown; every other value is
 *     treated as a secret
 * @param oauth2ServerUri where the credential is exchanged for a token: an absolute URL, or a path
 *     relative to {@code baseUri}; null for the protocol's default
 * @param scope the OAuth2 scope asked for with the credential; null for the protocol's default
 */
public record TargetConfig(
    URI baseUri,
    String warehouse,
    String token,
    String credential,
    Map<String, String> headers,
    Duration requestTimeout,
    long maxBodyBytes,
    Set<String> publicHeaders,
    URI oauth2ServerUri,
    String scope) {

  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
  public static final long DEFAULT_MAX_BODY_BYTES = 8L * 1024 * 1024;

  /**
   * A user name and password in the URL ({@code http://user:pw@host}) are dropped here, before the
   * URL is sent, printed or recorded anywhere: the kit authenticates with tokens, and a password
   * must not end up in reports.
   */
  public TargetConfig {
    baseUri = withoutUserInfo(baseUri);
    headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    publicHeaders =
        publicHeaders.stream()
            .map(name -> name.toLowerCase(Locale.ROOT))
            .collect(Collectors.toUnmodifiableSet());
  }

  /** A target whose extra headers are all secret, with the protocol's token endpoint and scope. */
  public TargetConfig(
      URI baseUri,
      String warehouse,
      String token,
      String credential,
      Map<String, String> headers,
      Duration requestTimeout,
      long maxBodyBytes) {
    this(
        baseUri,
        warehouse,
        token,
        credential,
        headers,
        requestTimeout,
        maxBodyBytes,
        Set.of(),
        null,
        null);
  }

  /** The URL without its user-info part (the rest unchanged, still encoded as given). */
  public static URI withoutUserInfo(URI uri) {
    if (uri == null || uri.getRawUserInfo() == null) {
      return uri;
    }
    return URI.create(uri.toString().replaceFirst("//[^/@]*@", "//"));
  }

  /** Whether the value of this extra header may appear in reports. */
  public boolean isPublicHeader(String name) {
    return publicHeaders.contains(name.toLowerCase(Locale.ROOT));
  }

  public static TargetConfig of(URI baseUri) {
    return new TargetConfig(
        baseUri, null, null, null, Map.of(), DEFAULT_TIMEOUT, DEFAULT_MAX_BODY_BYTES);
  }

  public boolean hasCredentials() {
    return token != null || credential != null;
  }
}
