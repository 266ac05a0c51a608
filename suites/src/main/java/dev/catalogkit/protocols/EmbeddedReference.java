package dev.catalogkit.protocols;

import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.net.URI;

/**
 * The kit's reference catalog, started on 127.0.0.1 for a profile that has one. The only class of
 * the checking side that names the reference catalog (an optional dependency, absent from a
 * vendor's build): a profile loads it only when asked to start its reference.
 */
public final class EmbeddedReference implements ProtocolProfile.EmbeddedServer {

  private final ReferenceCatalog reference;

  private EmbeddedReference(ReferenceCatalog reference) {
    this.reference = reference;
  }

  /** Starts the reference catalog of the profile with this id ({@code iceberg}). */
  public static EmbeddedReference start(String profileId) {
    return new EmbeddedReference(
        ReferenceCatalog.start(ReferenceOptions.defaults().withProfile(profileId)));
  }

  @Override
  public URI uri() {
    return reference.uri();
  }

  @Override
  public void close() {
    reference.close();
  }
}
